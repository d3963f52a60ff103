import ScanViewerFeature
import TomoGTK
import TomoVolume

/// The CT viewer's screen: the slice image on black, a toolbar (open, series, window preset, loading, the
/// patient and study) above it and the slider with play/pause, the cine speed and the position below; an
/// error banner slides in on top. When files hold several series, the series picker takes the image's
/// place. (Files dropped on the window come through the app model.)
///
/// It renders a `ScanViewerModel` and sends it the user's actions; all behaviour and every string shown
/// live in the model.
@MainActor
package final class ScanViewerScreen: DesktopScreenView {
    /// The screen's widget tree, for the window to place.
    package let root = Box(.vertical)
    package let model: ScanViewerModel
    let banner = ErrorBanner()
    let openFolderButton = Button(label: "Folder…")
    let openFilesButton = Button(label: "Files…")
    let openMenu: MenuButton
    let seriesPicker = DropDown()
    let presetPicker = DropDown()
    let spinner = Spinner()
    let loadingLabel = Label()
    let studyLabel = Label()
    let pages = Stack()
    package let seriesPickerView = SeriesPickerView()
    package let signInView: SignInView
    package let studyBrowserView: StudyBrowserView
    let openPACSButton = Button(label: "PACS…")
    /// Each pane's views, left to right as the model's panes (`renderPanes`).
    package internal(set) var paneViews: [PaneView] = []
    let layoutPicker = DropDown()
    package let arrangementPicker = DropDown()
    /// The active view's slab: its section alone, or a projection at a preset thickness.
    let slabPicker = DropDown()
    /// The 3D view's look and the side it is seen from.
    let volumeLookPicker = DropDown()
    let volumeSidePicker = DropDown()
    package let cutAwayButton = Button(label: "")
    /// The panes side by side, each as wide as the others.
    /// Every pane's views, placed as the model's screen layout says.
    let viewsGrid = Grid(columnSpacing: 2, rowSpacing: 2)
    /// Export…, and how the last export went.
    let exportButton = Button(label: "Export…")
    package let exportStatus = Label()
    /// Export Report… and Send Report to PACS, in the report menu, and how the last report went.
    let exportReportButton = Button(label: "Export Report…")
    let sendReportButton = Button(label: "Send Report to PACS")
    /// Export Measurements…, in the report menu: the measurements as CSV.
    package let exportMeasurementsButton = Button(label: "Export Measurements…")
    /// Export Cine…, in the report menu, and how the last one went.
    package let exportCineButton = Button(label: "Export Cine…")
    package let cineStatus = Label()
    /// Export Anonymized…, in the report menu, and how the last one went.
    package let exportAnonymizedButton = Button(label: "Export Anonymized…")
    package let anonymizedStatus = Label()
    /// Key images: the star of the slice under the slider, the key slices' menu; in the report menu, the title
    /// of the next save, Save Key Images and Export Key Images…, and how the last went.
    package let keyImageButton = Button(label: "☆")
    package let keyImagePicker = DropDown()
    let keyImagesHeading = Label("Key images")
    package let keyImageTitlePicker = DropDown()
    package let saveKeyImagesButton = Button(label: "Save Key Images")
    package let exportKeyImagesButton = Button(label: "Export Key Images…")
    package let keyImageStatus = Label()
    let reportMenu: MenuButton
    package let reportStatus = Label()
    /// The reports found with the series ("2 reports"), one of them shown read-only.
    package let reportPicker = DropDown()
    /// The segmentations found with the series ("2 segmentations"), one laid over the views, and how it stands.
    package let segmentationPicker = DropDown()
    package let segmentationStatus = Label()
    /// The shown segmentation's segments, over the views' top left corner.
    package private(set) var segmentList: SegmentListView!
    /// Compare with Prior, how its search went, and the priors found (one shown beside the study).
    let compareButton = Button(label: PriorComparison.title)
    package let priorStatus = Label()
    package let priorPicker = DropDown()
    /// Links the panes or unlinks them (K), while several show.
    package let linkButton = Button(label: "")
    /// What linked panes share: the presets (stack, tile, none) and what is linked where it is none of them.
    package let syncPicker = DropDown()
    /// How linked panes of different frames of reference lie against each other ("Aligned by image content: …").
    package let linkStatus = Label()
    /// The views with the list over them: what Export… writes.
    private(set) var viewsOverlay: Overlay!
    /// The lengths and pins made on the series, over the image's top right corner while there are any (over
    /// it, so that the image does not move when the first is made).
    let findingsPanel = Box(.vertical, spacing: 4)
    package let findingsList = Label()
    /// Copies the selected finding onto the other pane's series at the same anatomy (Ctrl+M), while one can be.
    package let measureAgainButton = Button(label: ScanViewerModel.measureAgainTitle)
    /// Where an arrow's text is typed, in the findings panel while the reader types it.
    package let noteEntry = Entry(placeholder: ScanViewerModel.notePlaceholder)
    let playButton = Button(label: "")
    let speedPicker = DropDown()
    let slider = Scale(range: 0...1)
    let positionLabel = Label()
    /// The bar below the image: play, speed, slider, position.
    let controlBar = Box(.horizontal, spacing: 8)
    let sliceNameLabel = Label()

    /// What the widgets show now, to change only what changed.
    var shown = ShownState()
    /// The Open dialog while it is open (GTK does not keep it).
    var openDialog: FileOpenDialog?
    /// The Export dialog while it is open.
    var exportDialog: FileSaveDialog?
    /// The Export Report dialog while it is open.
    var reportDialog: FileSaveDialog?
    /// The Export Measurements dialog while it is open.
    package var measurementsDialog: FileSaveDialog?
    /// The Export Anonymized dialog while it is open.
    package var anonymizedDialog: FileOpenDialog?
    /// The Export Cine dialog while it is open.
    package var cineDialog: FileSaveDialog?
    /// The Export Key Images dialog while it is open.
    package var keyImagesDialog: FileSaveDialog?

    /// The screen's page names.
    enum Page {
        static let viewer = "viewer"
        static let picker = "picker"
        static let signIn = "sign-in"
        static let studies = "studies"
    }

    /// The screen of `model`.
    init(model: ScanViewerModel) {
        self.model = model
        signInView = SignInView { [model] user, password in
            Task { await model.signIn(user: user, password: password) }
        }
        studyBrowserView = StudyBrowserView(model: model)
        let menu = Box(.vertical, spacing: 4)
        menu.append(openFolderButton)
        menu.append(openFilesButton)
        menu.append(openPACSButton)
        openPACSButton.isVisible = model.canOpenPACS
        openMenu = MenuButton(iconName: "document-open-symbolic", content: menu)
        openMenu.tooltipText = "Open DICOM files or a folder of them (Ctrl+O: a folder), or a study on a PACS (Ctrl+L)"
        let reportItems = Box(.vertical, spacing: 4)
        reportItems.append(exportReportButton)
        reportItems.append(sendReportButton)
        reportItems.append(exportMeasurementsButton)
        reportItems.append(exportCineButton)
        reportItems.append(exportAnonymizedButton)
        keyImagesHeading.addCSSClass(ScanViewerStyle.dimClass)
        keyImagesHeading.horizontalAlignment = .start
        reportItems.append(keyImagesHeading)
        reportItems.append(keyImageTitlePicker)
        reportItems.append(saveKeyImagesButton)
        reportItems.append(exportKeyImagesButton)
        reportMenu = MenuButton(iconName: "document-send-symbolic", content: reportItems)
        reportMenu.tooltipText = "Share: the series' annotations as a DICOM SR measurement report, to a file (Ctrl+Shift+S) or to the PACS it came from (Ctrl+Shift+P); the series de-identified, to a folder; the active view as a cine; the starred slices as key images"
        layout()
        connectInput()
        connectReportInput()
        connectAnonymizedInput()
        connectKeyImageInput()
        connectCineExportInput()
        connectPriorInput()
        connectSegmentationInput()
        observe()
    }

    private func layout() {
        root.addCSSClass(ScanViewerStyle.screenClass)
        root.expandsVertically = true
        root.expandsHorizontally = true
        root.append(banner)
        root.append(toolbar())
        pages.addPage(viewer(), name: Page.viewer, title: "Viewer")
        pages.addPage(seriesPickerView.root, name: Page.picker, title: "Series")
        pages.addPage(signInView.root, name: Page.signIn, title: "Sign In")
        pages.addPage(studyBrowserView.root, name: Page.studies, title: "Studies")
        pages.expandsVertically = true
        root.append(pages)
        root.append(controls())
    }

    /// The active pane's view.
    package var activePaneView: PaneView? { paneViews.first { $0.pane === model.activePane } }

    /// The active pane's views, one per plane, axial first.
    package var canvases: [SliceCanvas] { activePaneView?.canvases ?? [] }

    /// The active pane's view of `plane`.
    package func canvas(_ plane: VolumePlane = .axial) -> SliceCanvas {
        guard let view = activePaneView else { preconditionFailure("the screen shows no pane yet") }
        return view.canvas(plane)
    }

    /// The active pane's 3D view.
    package var volumeCanvas: VolumeCanvas {
        guard let view = activePaneView else { preconditionFailure("the screen shows no pane yet") }
        return view.volumeCanvas
    }

    /// The segment list, then the panes' views in one grid and, over them, the list of lengths and pins.
    private func viewer() -> Widget {
        viewsGrid.isHomogeneous = true
        viewsGrid.expandsHorizontally = true
        viewsGrid.expandsVertically = true
        renderPanes()
        let overlay = Overlay(child: viewsGrid)
        viewsOverlay = overlay
        findingsPanel.addCSSClass(ScanViewerStyle.findingsClass)
        findingsPanel.horizontalAlignment = .end
        findingsPanel.verticalAlignment = .start
        let heading = Label("Measurements")
        heading.addCSSClass(ScanViewerStyle.pickerTitleClass)
        heading.horizontalAlignment = .start
        findingsList.horizontalAlignment = .start
        findingsPanel.append(heading)
        findingsPanel.append(noteEntry)
        findingsPanel.append(findingsList)
        findingsPanel.append(measureAgainButton)
        noteEntry.isVisible = false
        let model = model
        measureAgainButton.tooltipText = "Copy the selected finding onto the other pane's series at the same anatomy, to adjust there (Ctrl+M)"
        measureAgainButton.onClicked { model.measureAgainHere() }
        noteEntry.onChanged { [weak noteEntry] in
            guard let noteEntry, model.noteEditing?.text != noteEntry.text else { return }
            model.typeNote(noteEntry.text)
        }
        noteEntry.onActivate { model.commitNote() }
        overlay.addOverlay(findingsPanel)
        overlay.expandsHorizontally = true
        segmentList = SegmentListView(model: model)
        let row = Box(.horizontal, spacing: 0)
        row.append(segmentList.root)
        row.append(overlay)
        return row
    }

    private func toolbar() -> Widget {
        let bar = Box(.horizontal, spacing: 8)
        bar.addCSSClass(ScanViewerStyle.toolbarClass)
        loadingLabel.addCSSClass(ScanViewerStyle.dimClass)
        studyLabel.ellipsizes = true
        studyLabel.expandsHorizontally = true
        studyLabel.horizontalAlignment = .end
        sliceNameLabel.addCSSClass(ScanViewerStyle.dimClass)
        layoutPicker.tooltipText = "Layout: axial only (Ctrl+1), the active view enlarged beside the other two (Ctrl+2), axial, coronal and sagittal (Ctrl+3), or the three planes and the 3D view (Ctrl+4)"
        arrangementPicker.tooltipText = "How the panes' views are placed: the panes side by side, above each other, or each view beside the same view of the other panes (Ctrl+Shift+A)"
        slabPicker.setItems(model.slabMenuItems, selected: 0)
        slabPicker.tooltipText = "Slab of the active view: ] / [ thicker / thinner, T its projection (MIP, MinIP, average)"
        volumeLookPicker.setItems(model.volumeLookMenuItems, selected: model.volumeLookMenuSelection)
        volumeLookPicker.tooltipText = "How the 3D view shows the volume: 3D Slicer's presets, or a MIP, MinIP or average through the window (X)"
        volumeSidePicker.setItems(model.volumeSideMenuItems, selected: nil)
        volumeSidePicker.tooltipText = "The side the 3D view shows the volume from (D; Ctrl+D resets it); drag the view to turn it"
        cutAwayButton.tooltipText = "Cut away the 3D view's corner facing you at the crosshair, opening the volume along the three planes (Ctrl+X)"
        exportButton.tooltipText = "Export the views as shown, overlays and all, to a PNG file (Ctrl+S)"
        exportStatus.addCSSClass(ScanViewerStyle.dimClass)
        reportStatus.addCSSClass(ScanViewerStyle.dimClass)
        anonymizedStatus.addCSSClass(ScanViewerStyle.dimClass)
        keyImageStatus.addCSSClass(ScanViewerStyle.dimClass)
        cineStatus.addCSSClass(ScanViewerStyle.dimClass)
        exportCineButton.tooltipText = "Write every section of the active view, as it draws them, as one looping GIF or APNG (Ctrl+Shift+E)"
        keyImageTitlePicker.tooltipText = "The title the key images are saved under (DICOM's key object selection titles)"
        exportMeasurementsButton.tooltipText = "Write the series' measurements as CSV for a spreadsheet: a row per measurement with its slice and position in mm (Ctrl+Shift+M)"
        exportKeyImagesButton.tooltipText = "Write the starred slices as a DICOM Key Object Selection to a file"
        exportAnonymizedButton.tooltipText = "Write the series de-identified (PS3.15's Basic Profile, checked for leaks) into a new folder"
        reportPicker.tooltipText = "Measurement reports found with the series (the same folders, its study on the PACS): one shown read-only, in pink"
        segmentationPicker.tooltipText = "Segmentations found with the series (the same folders, its study in the library or on the PACS): one laid over the views (S shows / hides it)"
        segmentationStatus.addCSSClass(ScanViewerStyle.dimClass)
        segmentationStatus.ellipsizes = true
        compareButton.tooltipText = "Open the same patient's most recent earlier study beside this one (Ctrl+P)"
        priorStatus.addCSSClass(ScanViewerStyle.dimClass)
        priorPicker.tooltipText = "The patient's earlier studies, the most recent first: the one chosen shows beside the study"
        linkButton.tooltipText = "Linked, the other panes follow the active one to the same place in the patient (K)"
        syncPicker.tooltipText = "What the panes share: slices (K), window (Ctrl+K), zoom and pan (Ctrl+Shift+K)"
        linkStatus.addCSSClass(ScanViewerStyle.dimClass)
        // Status lines give way (ellipsized) rather than widen the window past the screen.
        for status in [linkStatus, priorStatus, cineStatus, keyImageStatus, reportStatus, anonymizedStatus, exportStatus] { status.ellipsizes = true }
        for widget in [
            openMenu, seriesPicker, presetPicker, layoutPicker, arrangementPicker, slabPicker, volumeLookPicker, volumeSidePicker, cutAwayButton, exportButton, exportStatus, reportMenu, reportStatus, cineStatus, anonymizedStatus, keyImageStatus, reportPicker,
            segmentationPicker, segmentationStatus, compareButton, priorStatus, priorPicker, linkButton, syncPicker, linkStatus, spinner, loadingLabel, studyLabel, sliceNameLabel,
        ] as [Widget] {
            bar.append(widget)
        }
        return bar
    }

    private func controls() -> Widget {
        let bar = controlBar
        bar.addCSSClass(ScanViewerStyle.toolbarClass)
        slider.expandsHorizontally = true
        keyImageButton.tooltipText = "Key image: star the slice, or take the star away (*); Ctrl+→ / Ctrl+← go to the next / previous"
        keyImagePicker.tooltipText = "The key images: the slices starred and those of the key object selections found with the series; choose one to go there"
        for widget in [playButton, speedPicker, keyImageButton, slider, positionLabel, keyImagePicker] as [Widget] {
            bar.append(widget)
        }
        return bar
    }
}
