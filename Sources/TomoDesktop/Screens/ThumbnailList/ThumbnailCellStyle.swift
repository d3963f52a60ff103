/// How a thumbnail cell looks: a quiet tile for a placeholder and a warm one for an error, its caption's
/// first line bold and the others dimmer.
enum ThumbnailCellStyle {
    /// The CSS class of a cell's tile.
    static let cellClass = "thumbnail-cell"
    /// Added to a tile that shows an error.
    static let failedClass = "failed"
    /// The CSS classes of the caption's first line and of the others.
    static let titleClass = "thumbnail-title"
    static let detailClass = "thumbnail-detail"

    static let css = """
        .\(cellClass) { background-color: #262626; }
        .\(cellClass).\(failedClass) { background-color: #3a2424; }
        .\(cellClass).\(failedClass) label { color: #f0b8b0; font-size: 0.9em; }
        .\(titleClass) { font-weight: bold; }
        .\(detailClass) { opacity: 0.7; font-size: 0.9em; }
        """
}
