/// What the CT viewer's keys do.
public enum ScanViewerAction: Sendable, Hashable {
    case previousSlice, nextSlice
    case pageBackward, pageForward
    case firstSlice, lastSlice
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
}
