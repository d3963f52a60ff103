/// The CT viewer's look: black around the image like a radiology workstation, muted gray controls.
enum ScanViewerStyle {
    /// The CSS class of the screen's root.
    static let screenClass = "scan-viewer"
    /// The CSS class of the slice image.
    static let imageClass = "slice-image"
    /// The CSS class of the bars above and below the image.
    static let toolbarClass = "scan-toolbar"
    /// The CSS class of secondary text (slice name, loading count).
    static let dimClass = "dim"

    static let css = """
        .\(screenClass) { background-color: #000000; }
        .\(screenClass) .\(imageClass) { background-color: #000000; }
        .\(screenClass) label { color: #d8d8d8; }
        .\(screenClass) label.\(dimClass) { color: #8c8c8c; }
        .\(screenClass) .\(toolbarClass) { background-color: #141414; padding: 4px 8px; }
        """
}
