/// How a thumbnail cell looks: a quiet tile for a placeholder and a warm one for an error.
enum ThumbnailCellStyle {
    /// The CSS class of a cell.
    static let cellClass = "thumbnail-cell"
    /// Added to a cell that shows an error.
    static let failedClass = "failed"

    static let css = """
        .\(cellClass) { background-color: #262626; }
        .\(cellClass).\(failedClass) { background-color: #3a2424; }
        .\(cellClass).\(failedClass) label { color: #f0b8b0; font-size: 0.9em; }
        """
}
