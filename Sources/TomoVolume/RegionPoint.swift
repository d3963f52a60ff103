/// A point of a region's outline, in a section's pixel coordinates (a pixel's centre at whole numbers).
public struct RegionPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
