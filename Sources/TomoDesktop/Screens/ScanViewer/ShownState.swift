import ScanViewerFeature

/// What a `ScanViewerScreen`'s widgets show, so that a render changes only what changed (and never resets
/// a drop-down's items while the user looks at them).
struct ShownState {
    /// The slider's last value count.
    var sliceCount = -1
    /// The ids of the panes shown, left to right.
    var paneIDs: [Int] = []
    /// Where the panes' views were placed, and the arrangement picker's items.
    var screenLayout: ScreenLayout?
    var paneArrangementItems: [String]?
    /// The layout picker's items.
    var layoutItems: [String]?
    /// The speed picker's items.
    var frameRateItems: [String]?
    /// The series picker's items.
    var seriesItems: [String]?
    /// The report picker's items.
    var reportItems: [String]?
    /// The key image menu's items, the slider's marks and the key image titles as last set.
    var keyImageItems: [String]?
    var keySlices: [Int]?
    var keyImageTitles: [String]?
    /// The segmentation picker's items as last set.
    var segmentationItems: [String]?
    /// The prior picker's items as last set.
    var priorItems: [String]?
    /// The sync picker's items as last set.
    var linkItems: [String]?
    /// The window menu the preset picker shows.
    var windowLevelMenu: WindowLevelMenu?
    /// The annotation whose text the note field is for.
    var noteEditing: NoteEditing?
}
