import FeatureSupport
import SliderTestFeature
import TomoGTK

extension SliderTestScreen {
    /// Sends the user's actions to the model: the slider, Next, Start Over and the banner.
    func connectInput() {
        scale.onValueChanged { [weak self] value in
            self?.model.select(Int(value.rounded()))
        }
        nextButton.onClicked { [weak self] in self?.next() }
        startOverButton.onClicked { [weak self] in
            guard let model = self?.model else { return }
            Task { await model.startOver() }
        }
        banner.onRetry { [weak self] in
            guard let model = self?.model else { return }
            Task { await model.performBannerAction() }
        }
    }

    /// Arrows move one tick, Home/End go to the first/last, Enter is Next (Start Over on the summary, the
    /// banner's action while it shows), Ctrl++ / Ctrl+− / Ctrl+0 zoom the text. Returns whether the key
    /// was the screen's.
    func handle(_ key: Key) -> Bool {
        switch key {
        case .left, .down: model.moveSelection(by: -1)
        case .right, .up: model.moveSelection(by: 1)
        case .home: model.select(0)
        case .end: model.select(.max)
        case .enter:
            if model.banner != nil {
                Task { await model.performBannerAction() }
            } else if model.phase == .complete {
                Task { await model.startOver() }
            } else {
                next()
            }
        case .control("+"), .control("="): model.zoom.zoomIn()
        case .control("-"): model.zoom.zoomOut()
        case .control("0"): model.zoom.reset()
        default: return false
        }
        return true
    }

    private func next() {
        Task { await model.next() }
    }
}
