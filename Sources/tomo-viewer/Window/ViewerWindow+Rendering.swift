import Observation
import ScanViewerFeature
import TomoCLI
import TomoGTK

extension ViewerWindow {
    /// Shows `model` from now on: every change to what it publishes re-renders the window at the next
    /// main-loop iteration (changes in one iteration are drawn once).
    func bind(to model: ScanViewerModel) {
        self.model = model
        observe()
    }

    /// Before there is a model: the spinner with `text`.
    func showStarting(_ text: String) {
        banner.hide()
        spinner.isSpinning = true
        spinner.isVisible = true
        loadingLabel.text = text
        for widget in [seriesPicker, presetPicker, playButton, slider] as [Widget] {
            widget.isSensitive = false
        }
    }

    /// Before there is a model: `message` in the banner, Retry calling `retry`.
    func showStartFailure(_ message: String, retry: @escaping () -> Void) {
        spinner.isSpinning = false
        loadingLabel.text = ""
        retryAction = retry
        banner.show(message)
    }

    private func observe() {
        guard let model else { return }
        withObservationTracking {
            render(model)
        } onChange: { [weak self] in
            MainLoop.perform { self?.observe() }
        }
    }

    private func render(_ model: ScanViewerModel) {
        renderImage(model)
        renderSlider(model)
        renderToolbar(model)
        renderError(model)
        reportWriter?.write(ScanViewerReport(model, error: banner.isShown ? banner.message : nil, image: shown.reportedImage))
    }

    private func renderImage(_ model: ScanViewerModel) {
        guard model.displayed != shown.image else { return }
        shown.image = model.displayed
        shown.reportedImage = nil
        guard let displayed = model.displayed else { return picture.texture = nil }
        do {
            try picture.show(displayed.image)
            // What the picture now holds, for the UI tests (hashed once per slice, only when reporting).
            if reportWriter != nil { shown.reportedImage = ScanViewerReport.Image(displayed) }
        } catch {
            StandardError.writeLine("Warning: cannot show slice \(displayed.index + 1): \(error)")
        }
    }

    private func renderSlider(_ model: ScanViewerModel) {
        if model.sliceCount != shown.sliceCount {
            shown.sliceCount = model.sliceCount
            slider.setRange(0...Double(max(model.sliceCount - 1, 1)))
        }
        if Int(slider.value.rounded()) != model.index { slider.setValue(Double(model.index)) }
        slider.isSensitive = model.sliceCount > 1
        playButton.isSensitive = model.sliceCount > 1
        playButton.label = model.isPlaying ? "Pause" : "Play"
        speedPicker.select(ScanViewerModel.frameRateChoices.firstIndex(of: model.framesPerSecond))
        speedPicker.isSensitive = model.sliceCount > 1
        positionLabel.text = model.positionText
    }

    private func renderToolbar(_ model: ScanViewerModel) {
        let isBusy = model.phase == .loadingSeries || model.isLoadingSlices
        spinner.isSpinning = isBusy
        spinner.isVisible = isBusy
        loadingLabel.text = model.loadingText ?? (model.phase == .loadingSeries ? "Opening the series…" : "")
        sliceNameLabel.text = model.currentSliceName ?? ""

        let menu = model.windowMenu
        let itemsChanged = menu.items != shown.windowMenu?.items
        shown.windowMenu = menu
        if itemsChanged { presetPicker.setItems(menu.items, selected: nil) }
        presetPicker.select(menu.selectedIndex)
        presetPicker.isVisible = !menu.items.isEmpty
        presetPicker.isSensitive = !menu.items.isEmpty

        let seriesIDs = model.catalog.map(\.id)
        if seriesIDs != shown.seriesIDs {
            shown.seriesIDs = seriesIDs
            seriesPicker.setItems(model.catalog.map { "\($0.description) (\($0.sliceCount) slices)" }, selected: nil)
        }
        seriesPicker.select(model.series.flatMap { series in seriesIDs.firstIndex(of: series.id) })
        seriesPicker.isVisible = model.canPickSeries
        seriesPicker.isSensitive = model.canPickSeries && model.phase != .loadingSeries
    }

    private func renderError(_ model: ScanViewerModel) {
        if case .failed(let message) = model.phase {
            retryAction = { Task { await model.retry() } }
            banner.show("Cannot open the series: \(message)")
        } else if let error = model.currentSliceError {
            retryAction = { model.retryFailedSlices() }
            banner.show("Slice \(model.index + 1) did not load: \(error)")
        } else {
            retryAction = nil
            banner.hide()
        }
    }
}
