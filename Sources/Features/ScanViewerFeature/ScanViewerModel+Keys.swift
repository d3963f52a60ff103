import FeatureSupport

extension ScanViewerModel: KeyActionPerforming {
    /// The CT viewer's keys; the rows without keys are the front end's pointer input.
    public nonisolated static let keys = KeyTable<ScanViewerAction>(viewingKeys + AnnotationToolEntry.all.map(\.keyRow) + otherKeys)

    /// The keys before the tools' in the help: moving, layouts, zoom, windows, orientation.
    private nonisolated static let viewingKeys: [KeyTable<ScanViewerAction>.Row] = [
        .init("↑ ↓ (or ← →), mouse wheel", "previous / next slice, or section of the view last clicked (in the series picker and the study browser: previous / next one)", [
            (.named(.up), .previousSlice), (.named(.left), .previousSlice),
            (.named(.down), .nextSlice), (.named(.right), .nextSlice),
        ]),
        .init("Ctrl+↑ / Ctrl+↓", "\(pageSize) slices back / on (Tomo's own)", [
            (.control(.up), .pageBackward), (.control(.down), .pageForward),
        ]),
        .init("Home / End", "first / last slice (or series, or study)", [(.named(.home), .firstSlice), (.named(.end), .lastSlice)]),
        .init("Ctrl+1 / Ctrl+2 / Ctrl+3", "layout: axial only / the active view enlarged, the other two beside it / axial, coronal and sagittal (Tomo's own)", [
            (.control("1"), .axialLayout), (.control("2"), .enlargedLayout), (.control("3"), .threePlaneLayout),
        ]),
        .init("Ctrl+4", "layout: axial and coronal above, sagittal and the 3D view of the volume below (Tomo's own)", [.control("4")], to: .planesAnd3DLayout),
        .init("D", "the 3D view from the next side: anterior, left, posterior, right, superior, inferior, round (Tomo's own)", [.character("d")], to: .nextStandardView),
        .init("X", "the 3D view's next look, round: 3D Slicer's presets (CT-AAA, CT-Bone, CT-Lung, CT-Muscle, CT-Soft-Tissue, MR-Default), then MIP, MinIP and average through the window (Tomo's own)", [.character("x")], to: .nextVolumeLook),
        .init("Ctrl+D", "reset the 3D view: from anterior, fitted and centred, the preset's values unshifted, nothing cut away or cropped (Tomo's own)", [.control("d")], to: .reset3DView),
        .init("Ctrl+X", "cut away the 3D view's corner facing you at the crosshair, opening the volume along the three planes through it (it follows the crosshair and the turns); again: the whole volume (Tomo's own)", [.control("x")], to: .toggle3DCutAway),
        .init("Ctrl+Shift+X", "the crop tool: drag a box over the axial, coronal or sagittal view and the 3D view keeps only what lies within it along that view's two directions, outlined in every plane; again: back to the window tool; Ctrl+D gives the whole volume back (Tomo's own)", [.controlShift("x")], to: .cropTool),
        .init("Ctrl+R", "put the planes turned by a crosshair line's handle back square (Tomo's own)", [.control("r")], to: .squarePlanes),
        .init("Page Up / Page Down", "previous / next series of the series menu", [
            (.named(.pageUp), .previousSeries), (.named(.pageDown), .nextSeries),
        ]),
        .init("+ / −, Ctrl+wheel, pinch", "zoom in / out (the wheel and a pinch about the pointer)", [
            (.character("+"), .zoomIn), (.character("-"), .zoomOut),
        ]),
        .init("=", "fit the image to the view", [.character("=")], to: .fitToView),
        .init("0", "1:1, one image pixel per screen pixel (Tomo's own)", [.character("0")], to: .showActualPixels),
        .init("Ctrl+0", "reset the view: fitted, upright, not inverted (Tomo's own: Space plays the cine)", [.control("0")], to: .resetView),
        .init("1 2 3 4 5 6 7 8 9", "window preset 1 to 9, as the preset menu lists them", (1...9).map {
            (KeyChord.character(Character(String($0))), ScanViewerAction.windowPreset($0))
        }),
        .init("I", "invert the image", [.character("i")], to: .invert),
        .init("H / V", "flip horizontally / vertically", [(.character("h"), .flipHorizontally), (.character("v"), .flipVertically)]),
        .init("R / L", "rotate a quarter right / left", [(.character("r"), .rotateClockwise), (.character("l"), .rotateCounterclockwise)]),
        .init("O", "show / hide the overlays (text, orientation letters, scale bar, the files' graphics)", [.character("o")], to: .toggleOverlays),
        .init("S", "show / hide the segmentation found with the series (the one chosen in the segmentation menu; the first at first): its segments over every view, listed with their volumes and values (Tomo's own)", [.character("s")], to: .toggleSegmentation),
        .init("G", "the segments' fill: 40 %, 70 %, outlines only (Tomo's own)", [.character("g")], to: .nextSegmentationLook),
        .init("] / [", "the active view's slab thicker / thinner: none, 5, 10, 20, 40 mm (Tomo's own)", [
            (.character("]"), .thickerSlab), (.character("["), .thinnerSlab),
        ]),
        .init("T", "the slab's projection: MIP, MinIP, average (with no slab: a 10 mm one) (Tomo's own)", [.character("t")], to: .nextSlabProjection),
    ]

    /// The keys after the tools' in the help.
    private nonisolated static let otherKeys: [KeyTable<ScanViewerAction>.Row] = [
        .init("Delete", "delete the selected annotation (click one to select it)", [.named(.delete)], to: .deleteAnnotation),
        .init("Ctrl+Z / Ctrl+Shift+Z", "undo / redo the last change to the annotations (drawn, moved, deleted, retyped)", [
            (.control("z"), .undoAnnotation), (.controlShift("z"), .redoAnnotation),
        ]),
        .init("*", "star the slice as a key image, or take the star away; the stars are saved as a DICOM Key Object Selection by Save Key Images (where the series came from) or Export Key Images… in the share menu", [.character("*")], to: .toggleKeyImage),
        .init("Ctrl+→ / Ctrl+←", "next / previous key image: the reader's stars and those of the key object selections found with the series (Tomo's own)", [
            (.control(.right), .nextKeyImage), (.control(.left), .previousKeyImage),
        ]),
        .init("Space", "play / pause the cine (Tomo's own)", [.named(.space)], to: .togglePlay),
        .init("F5", "retry what the error banner reports", [.named(.f5)], to: .retry),
        .init("Ctrl+S", "export the views as shown, overlays and all, to a PNG (or JPEG) file", [.control("s")], to: .export),
        .init("Ctrl+Shift+S", "export the series' annotations as a DICOM SR measurement report (TID 1500)", [.controlShift("s")], to: .exportReport),
        .init("Ctrl+Shift+P", "send that report to the PACS the series came from (STOW-RS)", [.controlShift("p")], to: .sendReport),
        .init("Ctrl+Shift+E", "export the active view's plane as a cine: every section, as the view draws it (window, slab, segmentation; with the dialog's box, its overlays and measurements), one looping GIF, APNG or MP4 at the cine's speed (Tomo's own)", [.controlShift("e")], to: .exportCine),
        .init("Ctrl+Shift+M", "export the series' measurements as CSV for a spreadsheet: a row per measurement with its finding, kind, value, unit, slice and position in mm (Tomo's own)", [.controlShift("m")], to: .exportMeasurements),
        .init("Ctrl+O", "open a folder of DICOM files (Open Files… in the toolbar: single files); over a study library: import one into it", [.control("o")], to: .openFolder),
        .init("Ctrl+L", "open a study on a PACS (DICOMweb): the study browser", [.control("l")], to: .openPACS),
        .init("Ctrl+B", "open beside: the study the study browser highlights, else a series of the same source (its picker when there are several), in a pane of its own beside the one open (Tomo's own)", [.control("b")], to: .openBeside),
        .init("Ctrl+P", "compare with prior: find the same patient's earlier studies where this one came from (the library, a PACS) and open the most recent beside it, hung by the best hanging protocol showing a prior (its series, layouts and links; without one, the series of this modality with the most images); the others are listed to open there instead", [.control("p")], to: .compareWithPrior),
        .init("Ctrl+Shift+H", "save the layout as a hanging protocol: the panes, their layouts and links, each pane's series by its modality, orientation, description and slice thickness, for studies of this modality and description; such studies then open so (Tomo's own)", [.controlShift("h")], to: .saveLayoutAsProtocol),
        .init("K", "link / unlink the panes: linked, scrolling, the slider, the cine and the crosshair of the active pane move the others to the same place in the patient (through their images' alignment where their frames of reference differ), each to its slice nearest there; a pane with no slice there says so (Tomo's own)", [.character("k")], to: .toggleLinkedPanes),
        .init("Ctrl+K", "link / unlink the panes' windows: a window chosen in the active pane (a preset, dragged) is applied to the others of the same unit (Tomo's own)", [.control("k")], to: .toggleLinkedWindows),
        .init("Ctrl+Shift+K", "link / unlink the panes' zoom, pan and turns: the others' views of the same plane show the same anatomy at their centres at the same scale (Tomo's own)", [.controlShift("k")], to: .toggleLinkedViews),
        .init("Ctrl+M", "measure again here: the selected finding (a length, a region, an arrow) copied onto the other pane's series at the same anatomy, through the alignment, to adjust there (Tomo's own)", [.control("m")], to: .measureAgainHere),
        .init(", / .", "nudge the alignment of linked panes by hand: the active view a section back / on while the other pane stays, so the same anatomy lies there; kept with the pair (Tomo's own)", [
            (.character(","), .nudgeAlignment(-1)), (.character("."), .nudgeAlignment(1)),
        ]),
        .init("Ctrl+Shift+R", "reference lines: where each other pane's active view cuts the views (within one frame of reference, or aligned), then with its series' first and last sections too, then none (Tomo's own)", [.controlShift("r")], to: .nextReferenceLineMode),
        .init("F6", "make the next pane the active one (a click in a pane does too); keys, the toolbar and the slider act on it", [.named(.f6)], to: .nextPane),
        .init("Ctrl+Shift+A", "place the panes' views the next way: the panes side by side, above each other, or view by view (each view beside the same view of the other panes, where they show one layout) (Tomo's own)", [.controlShift("a")], to: .nextPaneArrangement),
        .init("Ctrl+Shift+B", "close the active pane: the others take its room (Escape too, in a new pane's series picker) (Tomo's own)", [.controlShift("b")], to: .closePane),
        .init("Enter", "open the series the series picker highlights, or the study the study browser highlights; in the viewer, type the selected arrow's text (Enter again keeps it)", [
            .named(.enter),
        ], to: .openHighlightedSeries),
        .init("Escape", "leave the study browser; stop typing an arrow's text, unchanged (an arrow drawn just now goes with it)", [.named(.escape)], to: .closeStudyBrowser),
        .init("drop files or folders on the window", "open them as DICOM; over a study library: import them into it"),
        .init("drag over the image", "the tool: the window (right / left = wider / narrower, down / up = higher / lower level), a length, a pin, a region"),
        .init("Shift+wheel", "over linked panes, nudge their alignment: that view a section a notch while the other pane stays (as , and .)"),
        .init("right drag / middle drag", "adjust the window whatever the tool / pan"),
        .init("drag / right drag / middle drag / wheel over the 3D view", "turn the volume as a trackball (right: about the picture's vertical, its front to the right; down: about its horizontal, its top towards you; over the top and rolled alike) / move the preset's values up or down (a projection: the window) / pan / zoom; a draft while dragging, the full image once released"),
        .init("drag a crosshair line's handle", "in three planes, turn the other two planes about the view's normal: an oblique view, a second view's handle for double oblique"),
        .init("double-click a view", "in three planes, enlarge it beside the other two; the enlarged one: back to three side by side (the window tool)"),
        .init("point at the image", "the probe: the value (HU for CT) and position in mm, in the overlay"),
    ]

    @discardableResult
    public func perform(_ action: ScanViewerAction) -> Bool {
        if isBrowsingStudies, let browser { return perform(action, in: browser) }
        if phase == .choosingSeries, let handled = performInPicker(action) { return handled }
        switch action {
        case .previousSlice: moveSection(of: activePlane, by: -1)
        case .nextSlice: moveSection(of: activePlane, by: 1)
        case .pageBackward: moveSection(of: activePlane, by: -Self.pageSize)
        case .pageForward: moveSection(of: activePlane, by: Self.pageSize)
        case .firstSlice: moveToEnd(of: activePlane, last: false)
        case .lastSlice: moveToEnd(of: activePlane, last: true)
        case .axialLayout: return setLayout(.axial)
        case .threePlaneLayout: return setLayout(.threePlanes)
        case .enlargedLayout: return setLayout(.enlarged(activePlane))
        case .planesAnd3DLayout: return setLayout(.planesAnd3D)
        case .nextStandardView: return stepStandardView()
        case .nextVolumeLook: return stepVolumeLook()
        case .reset3DView: return reset3DView()
        case .toggle3DCutAway: return toggle3DCutAway()
        case .squarePlanes: return squarePlanes()
        case .previousSeries, .nextSeries:
            guard canPickSeries, let selected = seriesMenuSelection else { return false }
            let target = selected + (action == .nextSeries ? 1 : -1)
            guard catalog.indices.contains(target), phase != .loadingSeries else { return false }
            Task { await selectSeries(at: target) }
        case .togglePlay: togglePlay()
        case .zoomIn: zoomIn()
        case .zoomOut: zoomOut()
        case .fitToView: fitToView()
        case .showActualPixels: showActualPixels()
        case .resetView: resetView()
        case .rotateClockwise: rotateClockwise()
        case .rotateCounterclockwise: rotateCounterclockwise()
        case .flipHorizontally: flipHorizontally()
        case .flipVertically: flipVertically()
        case .invert: toggleInversion()
        case .toggleOverlays: toggleOverlays()
        case .toggleSegmentation: return toggleSegmentation()
        case .nextSegmentationLook: return nextSegmentationLook()
        case .thickerSlab: return stepSlabThickness(thicker: true)
        case .thinnerSlab: return stepSlabThickness(thicker: false)
        case .nextSlabProjection: return nextSlabProjection()
        case .windowPreset(let number):
            guard presets.indices.contains(number - 1) else { return false }
            selectPreset(named: presets[number - 1].name)
        case .tool(let chosen): selectTool(tool == chosen ? .windowLevel : chosen)
        case .deleteAnnotation: return deleteSelectedAnnotation()
        case .undoAnnotation: return undoAnnotationEdit()
        case .redoAnnotation: return redoAnnotationEdit()
        case .export: return requestExport()
        case .exportReport: return requestReportExport()
        case .sendReport:
            guard canSendReport else { return false }
            Task { await sendReport() }
        case .retry:
            guard banner != nil else { return false }
            Task { await retry() }
        case .openFolder: requestOpen(.folder)
        case .openFiles: requestOpen(.files)
        case .openHighlightedSeries: return editSelectedNote()
        case .closeStudyBrowser:
            guard noteEditing != nil else { return false }
            cancelNote()
        case .openPACS:
            guard canOpenPACS else { return false }
            showStudyBrowser()
        case .openBeside:
            guard canOpenBeside else { return false }
            Task { await openBeside() }
        case .saveLayoutAsProtocol:
            guard canSaveLayoutAsProtocol else { return false }
            Task { await saveLayoutAsProtocol() }
        case .compareWithPrior:
            guard canCompareWithPrior else { return false }
            Task { await compareWithPrior() }
        case .toggleLinkedPanes: return toggleLinkedPanes()
        case .measureAgainHere: return measureAgainHere()
        case .toggleLinkedWindows: return toggleLinkedWindows()
        case .toggleLinkedViews: return toggleLinkedViews()
        case .nudgeAlignment(let sections): return nudgeAlignment(bySections: sections)
        case .nextReferenceLineMode: nextReferenceLineMode()
        case .nextPane: return activateNextPane()
        case .nextPaneArrangement: return arrangePanesNextWay()
        case .cropTool: return toggleCropTool()
        case .closePane: return closePane()
        case .exportMeasurements: return requestMeasurementsExport()
        case .exportCine: return requestCineExport()
        case .toggleKeyImage: return toggleKeyImage()
        case .nextKeyImage: return goToKeyImage(forward: true)
        case .previousKeyImage: return goToKeyImage(forward: false)
        }
        return true
    }

    /// What `action` does while the study browser shows: moving through the studies, opening one, leaving.
    private func perform(_ action: ScanViewerAction, in browser: StudyBrowser) -> Bool {
        switch action {
        case .previousSlice: browser.moveHighlight(by: -1)
        case .nextSlice: browser.moveHighlight(by: 1)
        case .firstSlice: browser.highlight(0)
        case .lastSlice: browser.highlight(browser.studies.count - 1)
        case .openHighlightedSeries:
            guard browser.phase == .found, !browser.studies.isEmpty else { return false }
            let index = browser.highlighted
            Task { await openStudy(at: index) }
        case .closeStudyBrowser: closeStudyBrowser()
        case .openBeside:
            guard browser.phase == .found, !browser.studies.isEmpty else { return false }
            let index = browser.highlighted
            Task { await openStudyBeside(at: index) }
        case .openFolder where browser.canImport:
            requestOpen(.importFolder)
        case .openFolder, .openFiles:
            closeStudyBrowser()
            return perform(action)
        default: return false
        }
        return true
    }

    /// What `action` does while the series picker shows; nil for what it does as anywhere else.
    private func performInPicker(_ action: ScanViewerAction) -> Bool? {
        switch action {
        case .previousSlice: picker.moveHighlight(by: -1)
        case .nextSlice: picker.moveHighlight(by: 1)
        case .firstSlice: picker.highlight(0)
        case .lastSlice: picker.highlight(picker.choices.count - 1)
        case .openHighlightedSeries:
            let index = picker.highlighted
            Task { await chooseSeries(at: index) }
        case .previousSeries, .nextSeries: return false
        case .closePane: return closePane()
        case .closeStudyBrowser:
            // A pane opened beside whose series is still to choose: Escape gives its room back.
            guard showsSeveralPanes, series == nil else { return false }
            return closePane()
        default: return nil
        }
        return true
    }
}
