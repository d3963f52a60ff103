import Observation
import ScanViewerFeature
import TomoGTK

extension ScanViewerScreen {
    /// Re-renders whenever what the model publishes changes, at the next main-loop iteration (changes in
    /// one iteration are drawn once).
    func observe() {
        withObservationTracking {
            render()
        } onChange: { [weak self] in
            MainLoop.perform { self?.observe() }
        }
    }

    private func render() {
        renderImage()
        renderSlider()
        renderToolbar()
        if let shown = model.banner { banner.show(shown.message, actionTitle: shown.actionTitle) } else { banner.hide() }
    }

    private func renderImage() {
        guard model.displayed != shown.image else { return }
        shown.image = model.displayed
        guard let displayed = model.displayed else { return picture.clear() }
        picture.show(displayed.image)
    }

    private func renderSlider() {
        if model.sliceCount != shown.sliceCount {
            shown.sliceCount = model.sliceCount
            slider.setRange(0...Double(max(model.sliceCount - 1, 1)))
        }
        if Int(slider.value.rounded()) != model.index { slider.setValue(Double(model.index)) }
        slider.isSensitive = model.canBrowse
        playButton.isSensitive = model.canBrowse
        playButton.label = model.playButtonTitle
        speedPicker.select(model.frameRateMenuSelection)
        speedPicker.isSensitive = model.canBrowse
        positionLabel.text = model.positionText
    }

    private func renderToolbar() {
        spinner.isSpinning = model.isBusy
        spinner.isVisible = model.isBusy
        loadingLabel.text = model.statusText
        sliceNameLabel.text = model.currentSliceName ?? ""

        let menu = model.windowMenu
        if menu.items != shown.windowMenu?.items { presetPicker.setItems(menu.items, selected: nil) }
        shown.windowMenu = menu
        presetPicker.select(menu.selectedIndex)
        presetPicker.isVisible = !menu.items.isEmpty
        presetPicker.isSensitive = !menu.items.isEmpty

        let seriesItems = model.seriesMenuItems
        if seriesItems != shown.seriesItems {
            shown.seriesItems = seriesItems
            seriesPicker.setItems(seriesItems, selected: nil)
        }
        seriesPicker.select(model.seriesMenuSelection)
        seriesPicker.isVisible = model.canPickSeries
        seriesPicker.isSensitive = model.isSeriesMenuEnabled
    }
}
