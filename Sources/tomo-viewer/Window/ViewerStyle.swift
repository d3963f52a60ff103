/// The viewer's look: black around the image like a radiology workstation, muted gray controls.
enum ViewerStyle {
    /// The CSS class of the viewer window.
    static let windowClass = "tomo-viewer"
    /// The CSS class of the slice image.
    static let imageClass = "slice-image"
    /// The CSS class of secondary text (slice name, loading count).
    static let dimClass = "dim"

    static let css = """
        window.\(windowClass) { background-color: #000000; }
        window.\(windowClass) .\(imageClass) { background-color: #000000; }
        window.\(windowClass) label { color: #d8d8d8; }
        window.\(windowClass) label.\(dimClass) { color: #8c8c8c; }
        window.\(windowClass) .toolbar { background-color: #141414; padding: 4px 8px; }
        """
}
