/// How many columns of tiles the photo list has at a width, and how wide a tile is: as many columns of at
/// least `minimumTileWidth` points as fit, between `columnRange`'s bounds, sharing the width equally.
/// A tile is a 3:2 thumbnail over the author and the size.
public struct PhotoListLayout: Sendable, Hashable {
    /// The narrowest tile, in points.
    public static let minimumTileWidth = 220
    /// The fewest and the most columns.
    public static let columnRange = 1...8

    public let columns: Int
    /// A tile's width in points (the width shared by the columns, rounded down).
    public let tileWidth: Int

    /// The layout for a list `width` points wide.
    public init(width: Int) {
        columns = min(max(width / Self.minimumTileWidth, Self.columnRange.lowerBound), Self.columnRange.upperBound)
        tileWidth = max(1, width / columns)
    }
}
