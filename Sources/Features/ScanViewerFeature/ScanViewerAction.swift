/// What the CT viewer's keys do.
public enum ScanViewerAction: Sendable, Hashable {
    case previousSlice, nextSlice
    case pageBackward, pageForward
    case firstSlice, lastSlice
    /// The series before or after the open one in the series menu.
    case previousSeries, nextSeries
    case togglePlay
    /// The error banner's action.
    case retry
    /// Open…: asks the front end for a folder of DICOM files (`ScanViewerModel.openRequest`).
    case openFolder
    /// Open Files…: asks the front end for DICOM files.
    case openFiles
    /// Opens the series the picker highlights, or the study the study browser highlights.
    case openHighlightedSeries
    /// Open PACS…: the study browser.
    case openPACS
    /// Leaves the study browser for what was open.
    case closeStudyBrowser
    /// The active view's zoom, turns, mirrors and inversion (see `Viewport`).
    case zoomIn, zoomOut, fitToView, showActualPixels, resetView
    case rotateClockwise, rotateCounterclockwise, flipHorizontally, flipVertically, invert
    /// The layouts: one axial view; axial, coronal and sagittal; the three with the active view enlarged.
    case axialLayout, threePlaneLayout, enlargedLayout, planesAnd3DLayout
    /// The 3D view: from the next of its six sides; its next look; back to anterior, fitted; its corner cut away at the crosshair or not.
    case nextStandardView, nextVolumeLook, reset3DView, toggle3DCutAway
    /// Puts the planes the reader turned (dragging a crosshair line's handle) back square.
    case squarePlanes
    /// Shows or hides the overlays.
    case toggleOverlays
    /// Shows or hides the segmentation; the segments' fill at its next opacity.
    case toggleSegmentation, nextSegmentationLook
    /// The active view's slab one preset thicker or thinner; its next projection.
    case thickerSlab, thinnerSlab, nextSlabProjection
    /// The series' window preset `n`, counted from 1 as the menu lists them.
    case windowPreset(Int)
    /// Makes the tool what the primary button does; the tool already chosen goes back to `.windowLevel`.
    case tool(ViewerTool)
    /// Export…: asks the front end where to write the views as shown (`ScanViewerModel.exportRequest`).
    case export
    /// Export Report…: asks the front end where to write the open series' annotations as a DICOM SR report.
    case exportReport
    /// Send Report to PACS: stores the open series' annotations as a DICOM SR report on the PACS it came from.
    case sendReport
    /// Deletes the selected annotation.
    case deleteAnnotation
    /// Opens a series beside the ones open, in a pane of its own: the study the browser highlights, else one of
    /// the active pane's source (its picker when it holds several).
    case openBeside
    /// Compare with prior: the active study's most recent prior opened in a pane beside it.
    case compareWithPrior
    /// Keep the arrangement on screen as a hanging protocol of the user's.
    case saveLayoutAsProtocol
    /// Links the panes (they move together) or unlinks them.
    case toggleLinkedPanes
    /// Links the panes' windows or unlinks them.
    case toggleLinkedWindows
    /// Links the panes' zoom, pan and turns or unlinks them.
    case toggleLinkedViews
    /// Copies the selected finding onto another pane's series at the same anatomy.
    case measureAgainHere
    /// Nudges the linked panes' alignment by hand, the active view `sections` sections along its normal.
    case nudgeAlignment(Int)
    /// Steps through what reference lines show: the other panes' sections shown, with their series' first and
    /// last, none.
    case nextReferenceLineMode
    /// Makes the next pane the active one.
    case nextPane
    /// Chooses the crop tool (a box dragged in a plane crops the 3D view), or the window tool again.
    case cropTool
    /// Places the panes' views the next way: side by side, above each other, view by view.
    case nextPaneArrangement
    /// Closes the active pane; the others take its room.
    case closePane
    /// Undoes the last change to the open series' annotations, or redoes the last undone.
    case undoAnnotation, redoAnnotation
    /// Stars the slice under the slider as a key image, or takes the star away.
    case toggleKeyImage
    /// Asks where to write the open series' measurements as CSV.
    case exportMeasurements
    /// Asks where to write the active view's sections as an animation.
    case exportCine
    /// Goes to the next / previous key slice.
    case nextKeyImage, previousKeyImage
}
