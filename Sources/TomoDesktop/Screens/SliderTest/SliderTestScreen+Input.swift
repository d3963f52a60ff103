import FeatureSupport
import SliderTestFeature
import TomoGTK

extension SliderTestScreen {
    /// Sends the user's actions to the model: the slider, Next, Start Over and the banner (keys come
    /// through the window, to the model's key table).
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

    private func next() {
        Task { await model.next() }
    }
}
