/// The image grid's look: thumbnails edge to edge on a dark ground (cells as `ThumbnailCellStyle` draws
/// them), a translucent status strip.
enum ImageGridStyle {
    /// The CSS class of the screen's root.
    static let screenClass = "image-grid"
    /// The CSS class of the status strip over the grid.
    static let statusClass = "grid-status"
    /// The CSS class of the bar above the grid and of the detail view's bar.
    static let toolbarClass = "grid-toolbar"
    /// Space around each cell, in pixels: `gridview > child` padding.
    static let cellPadding = 2

    static let css = """
        .\(screenClass) gridview { background-color: #101010; }
        .\(screenClass) gridview > child { padding: \(cellPadding)px; }
        .\(screenClass) gridview > child:focus-visible { outline: 2px solid #6aa2ff; outline-offset: -2px; }
        .\(statusClass) { background-color: rgba(0, 0, 0, 0.7); color: #e0e0e0; padding: 4px 8px; font-size: 0.9em; }
        .\(toolbarClass) { padding: 4px 8px; }
        .\(screenClass) .detail-image { background-color: #000000; }
        """
}
