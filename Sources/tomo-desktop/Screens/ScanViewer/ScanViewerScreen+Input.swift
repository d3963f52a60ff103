import ScanViewerFeature
import TomoGTK

extension ScanViewerScreen {
    /// Sends the user's actions to the model: wheel, drags, slider, pickers, buttons (keys come through
    /// `handle(_:)`, from the window).
    func connectInput() {
        // Dragging over the image with any button adjusts the window (right widens, down raises the level).
        picture.onDrag(button: 0) { [weak self] in
            self?.model.beginWindowDrag()
        } moved: { [weak self] dx, dy in
            self?.model.dragWindow(byX: dx, y: dy)
        }
        picture.onScroll(discrete: true) { [weak self] _, dy in
            guard let model = self?.model, dy != 0 else { return false }
            let notches = Int(dy.rounded())
            model.step(by: notches != 0 ? notches : (dy > 0 ? 1 : -1))
            return true
        }
        slider.onValueChanged { [weak self] value in
            self?.model.setIndex(Int(value.rounded()))
        }
        playButton.onClicked { [weak self] in
            self?.model.togglePlay()
        }
        speedPicker.onSelectionChanged { [weak self] selected in
            guard let selected, ScanViewerModel.frameRateChoices.indices.contains(selected) else { return }
            self?.model.setFramesPerSecond(ScanViewerModel.frameRateChoices[selected])
        }
        presetPicker.onSelectionChanged { [weak self] selected in
            guard let self, let selected, let name = shown.windowMenu?.presetName(at: selected) else { return }
            model.selectPreset(named: name)
        }
        seriesPicker.onSelectionChanged { [weak self] selected in
            guard let model = self?.model, let selected else { return }
            Task { await model.selectSeries(at: selected) }
        }
        banner.onRetry { [weak self] in
            guard let model = self?.model else { return }
            Task { await model.retry() }
        }
    }

    /// Arrows step (Up/Left back, Down/Right on), Page Up/Down move ten slices, Home/End go to the ends,
    /// Space plays or pauses, F5 retries what the error banner reports. Returns whether the key was the screen's.
    func handle(_ key: Key) -> Bool {
        switch key {
        case .left, .up: model.previous()
        case .right, .down: model.next()
        case .pageUp: model.pageBackward()
        case .pageDown: model.pageForward()
        case .home: model.first()
        case .end: model.last()
        case .space: model.togglePlay()
        case .f5:
            guard model.banner != nil else { return false }
            Task { await model.retry() }
        case .escape, .enter, .control, .other: return false
        }
        return true
    }
}
