/// The pixels inside a rectangle whose sides run along the section's rows and columns: what a
/// rectangular ROI holds.
public struct RectangleRegion: SectionRegion, Hashable {
    /// Two opposite corners, in either order (edges included).
    public var corner: RegionPoint
    public var opposite: RegionPoint

    public init(corner: (x: Double, y: Double), opposite: (x: Double, y: Double)) {
        self.corner = RegionPoint(x: corner.x, y: corner.y)
        self.opposite = RegionPoint(x: opposite.x, y: opposite.y)
    }

    public var bounds: (x: ClosedRange<Double>, y: ClosedRange<Double>)? {
        Self.box(min(corner.x, opposite.x), min(corner.y, opposite.y), max(corner.x, opposite.x), max(corner.y, opposite.y))
    }

    public func contains(x: Double, y: Double) -> Bool {
        guard let bounds else { return false }
        return bounds.x.contains(x) && bounds.y.contains(y)
    }
}
