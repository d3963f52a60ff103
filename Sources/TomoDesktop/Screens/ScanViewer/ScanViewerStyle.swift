/// The CT viewer's look: black around the image like a radiology workstation, muted gray controls.
enum ScanViewerStyle {
    /// The CSS class of the screen's root.
    static let screenClass = "scan-viewer"
    /// The CSS class of the slice image.
    static let imageClass = "slice-image"
    /// The CSS class of a pane, and of the active one when several show.
    static let paneClass = "scan-pane"
    static let activePaneClass = "active-pane"
    /// The CSS class of the bars above and below the image.
    static let toolbarClass = "scan-toolbar"
    /// The CSS class of secondary text (slice name, loading count).
    static let dimClass = "dim"
    /// The CSS class of the series picker's rows, the highlighted one, and their titles.
    static let pickerRowClass = "series-row"
    static let highlightedClass = "highlighted"
    static let pickerTitleClass = "series-title"
    /// The CSS class of a series' warnings.
    static let warningClass = "warning"
    /// The CSS class of the list of lengths and pins over the image.
    static let findingsClass = "findings"
    /// The segment list's column beside the views.
    static let segmentPanelClass = "segment-panel"
    /// The CSS class of the sign-in a PACS asks for.
    static let signInClass = "sign-in"

    static let css = """
        .\(screenClass) { background-color: #000000; }
        .\(screenClass) .\(imageClass) { background-color: #000000; }
        .\(screenClass) .\(paneClass) { border: 2px solid transparent; }
        .\(screenClass) .\(paneClass).\(activePaneClass) { border-color: #3d7fd6; }
        .\(screenClass) label { color: #d8d8d8; }
        .\(screenClass) label.\(dimClass) { color: #8c8c8c; }
        .\(screenClass) .\(toolbarClass) { background-color: #141414; padding: 4px 8px; }
        .\(screenClass) .\(pickerTitleClass) { font-weight: bold; }
        .\(screenClass) label.\(warningClass) { color: #e0b050; }
        .\(screenClass) .\(signInClass) { padding: 24px; }
        .\(screenClass) .\(findingsClass) { background-color: rgba(20, 20, 20, 0.8); padding: 6px 8px; margin: 36px 8px 0 0; border-radius: 4px; }
        .\(screenClass) .\(segmentPanelClass) { background-color: #141414; padding: 6px 8px; }
        .\(screenClass) button.\(pickerRowClass) { background: #141414; border: 2px solid transparent; padding: 8px; }
        .\(screenClass) button.\(pickerRowClass).\(highlightedClass) { border-color: #3d7fd6; }
        """
}
