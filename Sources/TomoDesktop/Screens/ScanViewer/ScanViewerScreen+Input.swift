import ScanViewerFeature
import TomoGTK

extension ScanViewerScreen {
    /// Sends the user's actions to the model: slider, pickers, buttons (the view forwards the pointer; keys
    /// come through the window, to the model's key table).
    func connectInput() {
        slider.onValueChanged { [weak self] value in
            self?.model.setIndex(Int(value.rounded()))
        }
        playButton.onClicked { [weak self] in
            self?.model.togglePlay()
        }
        speedPicker.onSelectionChanged { [weak self] selected in
            guard let selected else { return }
            self?.model.chooseFrameRate(at: selected)
        }
        presetPicker.onSelectionChanged { [weak self] selected in
            guard let self, let selected, let name = shown.windowLevelMenu?.presetName(at: selected) else { return }
            model.selectPreset(named: name)
        }
        exportButton.onClicked { [weak self] in
            self?.model.requestExport()
        }
        layoutPicker.onSelectionChanged { [weak self] selected in
            guard let self, let selected, ViewerLayout.allCases.indices.contains(selected) else { return }
            if !model.setLayout(ViewerLayout.allCases[selected]) { layoutPicker.select(model.layoutMenuSelection) }
        }
        arrangementPicker.onSelectionChanged { [weak self] selected in
            guard let self, let selected, selected != model.paneArrangementMenuSelection else { return }
            if !model.selectPaneArrangementMenuItem(at: selected) { arrangementPicker.select(model.paneArrangementMenuSelection) }
        }
        volumeLookPicker.onSelectionChanged { [weak self] selected in
            guard let self, let selected, selected != model.volumeLookMenuSelection else { return }
            model.selectVolumeLook(at: selected)
        }
        volumeSidePicker.onSelectionChanged { [weak self] selected in
            guard let self, let selected, selected != model.volumeSideMenuSelection else { return }
            model.selectVolumeSideMenuItem(at: selected)
        }
        cutAwayButton.onClicked { [weak self] in
            self?.model.toggle3DCutAway()
        }
        slabPicker.onSelectionChanged { [weak self] selected in
            guard let self, let selected else { return }
            if !model.selectSlabMenuItem(at: selected) { slabPicker.select(model.slabMenuSelection) }
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
