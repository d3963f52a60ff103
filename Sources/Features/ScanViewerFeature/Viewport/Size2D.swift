/// A width and a height: of a view in points, or of an image in pixels or millimetres.
public struct Size2D: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }

    /// The middle of a rectangle of this size at the origin.
    public var centre: Point2D { Point2D(width / 2, height / 2) }
}
