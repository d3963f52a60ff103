/// The pixels inside a rectangle whose sides run along the section's rows and columns: what a
/// rectangular ROI holds.
public struct RectangleRegion: SectionRegion, Hashable {
    /// Two opposite corners, in either order (edges included).
    public var corner: Point
    public var opposite: Point

    /// A corner's x and y, in pixels.
    public struct Point: Sendable, Hashable {
        public var x: Double
        public var y: Double
    }

    public init(corner: (x: Double, y: Double), opposite: (x: Double, y: Double)) {
        self.corner = Point(x: corner.x, y: corner.y)
        self.opposite = Point(x: opposite.x, y: opposite.y)
    }

    public var bounds: (x: ClosedRange<Double>, y: ClosedRange<Double>)? {
        Self.box(min(corner.x, opposite.x), min(corner.y, opposite.y), max(corner.x, opposite.x), max(corner.y, opposite.y))
    }

    public func contains(x: Double, y: Double) -> Bool {
        guard let bounds else { return false }
        return bounds.x.contains(x) && bounds.y.contains(y)
    }
}
