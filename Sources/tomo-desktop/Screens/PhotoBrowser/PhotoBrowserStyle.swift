/// The photo browser's look: tiles with a caption on a calm ground, a black stage for the photo.
enum PhotoBrowserStyle {
    /// The CSS class of the screen's root.
    static let screenClass = "photo-browser"
    /// The CSS class of the bars above the list and the photo.
    static let toolbarClass = "photo-toolbar"
    /// The CSS classes of a tile's caption lines.
    static let authorClass = "photo-author"
    static let sizeClass = "photo-size"
    /// The CSS class of the detail view's stage.
    static let stageClass = "photo-stage"
    /// Space around each tile, in pixels: `gridview > child` padding.
    static let tilePadding = 6

    static let css = """
        .\(screenClass) gridview > child { padding: \(tilePadding)px; }
        .\(screenClass) gridview > child:focus-visible { outline: 2px solid #6aa2ff; outline-offset: -2px; }
        .\(authorClass) { font-weight: bold; }
        .\(sizeClass) { opacity: 0.7; font-size: 0.9em; }
        .\(toolbarClass) { padding: 4px 8px; }
        .\(stageClass) { background-color: #000000; }
        """
}
