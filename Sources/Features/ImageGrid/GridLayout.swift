/// How many columns the grid has at a width, and how large its square cells are: as many columns of at
/// least `minimumCellSize` points as fit, between `columnRange`'s bounds, sharing the width equally.
public struct GridLayout: Sendable, Hashable {
    /// The smallest cell side, in points.
    public static let minimumCellSize = 160
    /// The fewest and the most columns.
    public static let columnRange = 2...12

    public let columns: Int
    /// A cell's side in points (the width shared by the columns, rounded down).
    public let cellSize: Int

    /// The layout for a grid `width` points wide.
    public init(width: Int) {
        columns = min(max(width / Self.minimumCellSize, Self.columnRange.lowerBound), Self.columnRange.upperBound)
        cellSize = max(1, width / columns)
    }

    /// The items on rows `rows` (for a visible range from a scroll position), clamped to `count` items.
    public func items(onRows rows: Range<Int>, count: Int) -> Range<Int> {
        let lower = min(max(rows.lowerBound * columns, 0), count)
        return lower ..< min(max(rows.upperBound * columns, lower), count)
    }
}
