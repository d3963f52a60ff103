/// How every thumbnail list looks: cells (as `ThumbnailCellStyle` draws them) on a dark ground, quiet
/// bars, a black stage for an item's image.
enum ThumbnailListStyle {
    /// The CSS class of the screen's root.
    static let screenClass = "thumbnail-list"
    /// The CSS class of the bar above the list and of the detail view's bars.
    static let toolbarClass = "thumbnail-toolbar"
    /// The CSS class of the detail view's stage.
    static let stageClass = "thumbnail-stage"
    /// Space around each cell, in pixels: `gridview > child` padding. (The theme's margin around a box
    /// in a grid view's cell, meant for icon views, is taken away: the cell is the thumbnail.)
    static let cellPadding = 4

    static let css = """
        .\(screenClass) gridview { background-color: #101010; }
        .\(screenClass) gridview > child { padding: \(cellPadding)px; }
        .\(screenClass) gridview > child > box { margin: 0; border-spacing: 2px; }
        .\(screenClass) gridview > child:focus-visible { outline: 2px solid #6aa2ff; outline-offset: -2px; }
        .\(toolbarClass) { padding: 4px 8px; }
        .\(stageClass) { background-color: #000000; }
        """ + ThumbnailCellStyle.css
}
