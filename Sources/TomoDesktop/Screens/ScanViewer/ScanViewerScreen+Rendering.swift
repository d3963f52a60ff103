import FeatureSupport
import Foundation
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
        let signIn = model.signInPrompt
        pages.visiblePageName = model.isBrowsingStudies ? Page.studies
            : signIn != nil ? Page.signIn : model.isChoosingSeries ? Page.picker : Page.viewer
        controlBar.isVisible = !model.isChoosingSeries && signIn == nil && !model.isBrowsingStudies
        if let signIn, !model.isBrowsingStudies { signInView.render(signIn) } else { signInView.reset() }
        if model.isBrowsingStudies, let browser = model.browser {
            let model = model
            studyBrowserView.render(
                browser, canOpenBeside: model.canOpenStudyBeside,
                anonymized: (model.canExportAnonymizedStudy, model.anonymized.state.message)
            ) { index, seriesID in
                Task { await model.openStudy(at: index, seriesID: seriesID) }
            }
        }
        if model.isChoosingSeries {
            let model = model
            seriesPickerView.render(model.picker, title: model.pickerTitle) { index in
                Task { await model.chooseSeries(at: index) }
            }
        }
        if let request = model.openRequest, openDialog == nil { askWhatToOpen(request) }
        if let request = model.exportRequest, exportDialog == nil { askWhereToExport(request) }
        renderImage()
        renderSlider()
        renderToolbar()
        // The banner is the open series': the study browser, in its place, shows none.
        if let shown = model.banner, !model.isBrowsingStudies {
            banner.show(shown.message, actionTitle: shown.actionTitle)
        } else {
            banner.hide()
        }
    }

    private func renderImage() {
        renderPanes()
        arrangeViews()
        for view in paneViews { view.render() }
        let listed = model.annotations.listed.map(\.text) + model.shownReportListed
        findingsPanel.isVisible = !listed.isEmpty
        findingsList.text = listed.joined(separator: "\n")
        measureAgainButton.isVisible = model.canMeasureAgainHere
        renderSegmentations()
        renderNote()
    }

    /// The note field shows while an arrow's text is typed, taking the focus with the text it had; when
    /// typing ends the focus goes back to the active view.
    private func renderNote() {
        let editing = model.noteEditing
        defer { shown.noteEditing = editing }
        guard editing?.annotationID != shown.noteEditing?.annotationID || (editing == nil) != (shown.noteEditing == nil) else { return }
        noteEntry.isVisible = editing != nil
        if let editing {
            noteEntry.text = editing.text
            _ = noteEntry.grabFocus()
        } else {
            _ = canvases.first { $0.plane == model.activePlane }?.area.grabFocus()
        }
    }

    /// A view for each of the model's panes: a closed pane's view goes, a new pane's is added (as the model adds
    /// panes).
    func renderPanes() {
        let ids = model.panes.map(\.id)
        guard ids != shown.paneIDs else { return }
        shown.paneIDs = ids
        paneViews.removeAll { view in !model.panes.contains { $0 === view.pane } }
        for pane in model.panes where !paneViews.contains(where: { $0.pane === pane }) {
            paneViews.append(PaneView(model: model, pane: pane))
        }
    }

    /// Places every pane's views in the grid as the model's screen layout says, each in its cell; views it does
    /// not show leave the grid, hidden. Done only when the layout changes, so no view's gesture is cut short by
    /// a redraw.
    func arrangeViews() {
        let layout = model.screenLayout
        guard layout != shown.screenLayout else { return }
        shown.screenLayout = layout
        viewsGrid.removeAll()
        for view in paneViews {
            for area in view.areas { area.isVisible = false }
        }
        for cell in layout.cells {
            guard let view = paneViews.first(where: { $0.pane.id == cell.pane }) else { continue }
            let area = view.area(of: cell.plane)
            area.isVisible = true
            viewsGrid.attach(area, column: cell.column, row: cell.row, width: cell.width, height: cell.height)
        }
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
        show(model.frameRateMenuItems, selecting: model.frameRateMenuSelection, in: speedPicker, shownAs: \.frameRateItems)
        speedPicker.isSensitive = model.canBrowse
        positionLabel.text = model.positionText
    }

    private func renderToolbar() {
        spinner.isSpinning = model.isBusy
        spinner.isVisible = model.isBusy
        loadingLabel.text = model.statusText
        studyLabel.text = model.studyText
        sliceNameLabel.text = model.currentSliceName ?? ""

        let menu = model.windowLevelMenu
        if menu.items != shown.windowLevelMenu?.items { presetPicker.setItems(menu.items, selected: nil) }
        shown.windowLevelMenu = menu
        presetPicker.select(menu.selectedIndex)
        presetPicker.isVisible = !menu.items.isEmpty
        presetPicker.isSensitive = !menu.items.isEmpty

        show(model.layoutMenuItems, selecting: model.layoutMenuSelection, in: layoutPicker, shownAs: \.layoutItems)
        layoutPicker.isVisible = model.showsLayoutMenu
        if layoutPicker.tooltipText != model.hanging.tip { layoutPicker.tooltipText = model.hanging.tip }
        show(model.paneArrangementMenuItems, selecting: model.paneArrangementMenuSelection, in: arrangementPicker, shownAs: \.paneArrangementItems)
        arrangementPicker.isVisible = model.showsSeveralPanes && !model.isChoosingSeries
        slabPicker.select(model.slabMenuSelection)
        slabPicker.isVisible = model.canShowSlabs && !model.isChoosingSeries
        volumeLookPicker.select(model.volumeLookMenuSelection)
        volumeSidePicker.select(model.volumeSideMenuSelection)
        volumeLookPicker.isVisible = model.layout.shows3D && !model.isChoosingSeries
        volumeSidePicker.isVisible = volumeLookPicker.isVisible
        cutAwayButton.isVisible = volumeLookPicker.isVisible
        cutAwayButton.label = model.cutAwayButtonTitle
        exportButton.isVisible = model.series != nil && !model.isChoosingSeries
        exportButton.isSensitive = model.displayed != nil && !model.exportState.isSaving
        let exported = model.exportState.message
        exportStatus.text = exported ?? ""
        exportStatus.isVisible = exported != nil
        renderReportMenu()
        renderPriors()

        show(model.seriesMenuItems, selecting: model.seriesMenuSelection, in: seriesPicker, shownAs: \.seriesItems)
        seriesPicker.isVisible = model.canPickSeries && !model.isChoosingSeries
        seriesPicker.isSensitive = model.isSeriesMenuEnabled
    }

    /// Shows `items` in `picker`, `selected` chosen: the items set again only when they differ from those shown (kept
    /// at `key`), since setting them closes a list the user has open.
    func show(_ items: [String], selecting selected: Int?, in picker: DropDown, shownAs key: WritableKeyPath<ShownState, [String]?>) {
        if items != shown[keyPath: key] {
            shown[keyPath: key] = items
            picker.setItems(items, selected: nil)
        }
        picker.select(selected)
    }

    /// Shows the Export dialog over the window, then writes the views as painted to the file chosen.
    private func askWhereToExport(_ request: SaveRequest) {
        let dialog = FileSaveDialog(title: "Export View", parent: root.rootWindow, suggestedName: request.suggestedName)
        exportDialog = dialog
        let model = model
        dialog.run { [weak self] url in
            self?.exportDialog = nil
            model.dismissExportRequest()
            guard let url, let self else { return }
            Task { await self.export(to: url) }
        }
    }

    /// Writes the views as GTK paints them (the dialog gone: a frame drawn first) to `url`.
    private func export(to url: URL) async {
        await viewsOverlay.nextPaint()
        do {
            await model.export(try viewsOverlay.renderBitmap(), to: url)
        } catch {
            model.reportExportFailure(ErrorMessage.text(for: error), for: url)
        }
    }

    /// Shows the Open dialog over the window, then opens (or imports) what was chosen (nothing if cancelled).
    private func askWhatToOpen(_ request: ScanViewerOpenRequest) {
        let dialog = FileOpenDialog(title: request.title, parent: root.rootWindow, selecting: request.choosesFolder ? .folder : .files)
        openDialog = dialog
        let model = model
        dialog.run { [weak self] urls in
            self?.openDialog = nil
            model.dismissOpenRequest()
            guard !urls.isEmpty else { return }
            Task { await model.answer(request, with: urls.map(\.path)) }
        }
    }
}
