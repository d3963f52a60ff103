/// A point in a plane: a position in a view (in points, y down) or in an image (in pixels, from its top
/// left corner).
public struct Point2D: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public static func + (lhs: Point2D, rhs: Point2D) -> Point2D { Point2D(lhs.x + rhs.x, lhs.y + rhs.y) }
    public static func - (lhs: Point2D, rhs: Point2D) -> Point2D { Point2D(lhs.x - rhs.x, lhs.y - rhs.y) }
    public static func * (lhs: Point2D, rhs: Double) -> Point2D { Point2D(lhs.x * rhs, lhs.y * rhs) }
}
