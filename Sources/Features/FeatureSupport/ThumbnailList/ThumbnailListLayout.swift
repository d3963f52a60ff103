/// How many columns a thumbnail list has at a width, and how wide a cell is, for its `ThumbnailCellShape`.
public struct ThumbnailListLayout: Sendable, Hashable {
    public let columns: Int
    /// A cell's width in points: the width shared by the columns, rounded down.
    public let cellWidth: Int

    /// The layout of cells shaped `shape` in a list `width` points wide.
    public init(width: Int, shape: ThumbnailCellShape) {
        columns = min(max(width / shape.minimumWidth, shape.columns.lowerBound), shape.columns.upperBound)
        cellWidth = max(1, width / columns)
    }
}
