/// The pixels inside an ellipse whose axes run along the section's rows and columns: what an elliptical
/// ROI holds.
public struct EllipseRegion: SectionRegion {
    /// The centre, and the half-widths along x and y, in pixels.
    public var center: (x: Double, y: Double)
    public var radii: (x: Double, y: Double)

    public init(center: (x: Double, y: Double), radii: (x: Double, y: Double)) {
        self.center = center
        self.radii = (abs(radii.x), abs(radii.y))
    }

    public var bounds: (x: ClosedRange<Double>, y: ClosedRange<Double>)? {
        Self.box(center.x - radii.x, center.y - radii.y, center.x + radii.x, center.y + radii.y)
    }

    /// A degenerate ellipse (a radius of 0) holds the points of its segment.
    public func contains(x: Double, y: Double) -> Bool {
        let dx = x - center.x, dy = y - center.y
        if radii.x == 0 || radii.y == 0 {
            return (radii.x == 0 ? dx == 0 : abs(dx) <= radii.x) && (radii.y == 0 ? dy == 0 : abs(dy) <= radii.y)
        }
        return (dx / radii.x) * (dx / radii.x) + (dy / radii.y) * (dy / radii.y) <= 1
    }
}
