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

    /// Whether ((x − cx) / rx)² + ((y − cy) / ry)² ≤ 1: the edge is inside; an ellipse with a radius of 0
    /// has no area and holds no point.
    public func contains(x: Double, y: Double) -> Bool {
        guard radii.x > 0, radii.y > 0 else { return false }
        let dx = (x - center.x) / radii.x, dy = (y - center.y) / radii.y
        return dx * dx + dy * dy <= 1
    }
}
