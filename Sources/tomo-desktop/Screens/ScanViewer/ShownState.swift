import ScanViewerFeature

/// What a `ScanViewerScreen`'s widgets show, so that a render changes only what changed (and never resets
/// a drop-down's items or the image while the user looks at them).
struct ShownState {
    /// The slice image on screen.
    var image: DisplayedSlice?
    /// Its report for `--report-state`, once the picture holds it.
    var reportedImage: ScanViewerReport.Image?
    /// The slider's last value count.
    var sliceCount = -1
    /// The series picker's items.
    var seriesItems: [String]?
    /// The window menu the preset picker shows.
    var windowMenu: WindowMenu?
}
