import ScanViewerFeature
import TomoGTK

extension ScanViewerScreen {
    /// Sends the user's actions to the model: wheel, drags, slider, pickers, buttons (keys come through
    /// the window, to the model's key table).
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
        openFolderButton.onClicked { [weak self] in
            self?.openMenu.closeMenu()
            self?.model.requestOpen(.folder)
        }
        openFilesButton.onClicked { [weak self] in
            self?.openMenu.closeMenu()
            self?.model.requestOpen(.files)
        }
        openPACSButton.onClicked { [weak self] in
            self?.openMenu.closeMenu()
            self?.model.showStudyBrowser()
        }
        banner.onRetry { [weak self] in
            guard let model = self?.model else { return }
            Task { await model.retry() }
        }
    }
}
