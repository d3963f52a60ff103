import ScanViewerFeature

/// What a `ScanViewerScreen`'s widgets show, so that a render changes only what changed (and never resets
/// a drop-down's items or the image while the user looks at them).
struct ShownState {
    /// The slice the picture shows (or is about to).
    var image: DisplayedSlice?
    /// The slider's last value count.
    var sliceCount = -1
    /// The series picker's items.
    var seriesItems: [String]?
    /// The window menu the preset picker shows.
    var windowMenu: WindowMenu?
}
