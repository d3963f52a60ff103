/// A thick section: the sections of a plane within half a thickness of the one at the centre, projected
/// into one image (`CTVolume.section(_:at:slab:)`).
public struct Slab: Sendable, Hashable, Codable {
    /// Millimetres across, along the plane's normal; 0 (or less) is the centre section alone.
    public var thickness: Double
    public var projection: SlabProjection

    public init(thickness: Double, projection: SlabProjection) {
        self.thickness = thickness
        self.projection = projection
    }

    /// The thicknesses offered first, in millimetres (any other can be typed).
    public static let presetThicknesses: [Double] = [5, 10, 20, 40]

    /// How many sections it reaches on each side of the centre, for sections `spacing` mm apart: those whose
    /// centres lie within half the thickness of the centre's (and 0.001 mm, so a thickness of whole
    /// sections holds the sections at its faces). 0 for a thickness of 0, a non-finite one or a spacing
    /// that is not positive.
    public func reach(sectionSpacing spacing: Double) -> Int {
        let half = thickness / 2 + 0.001
        guard thickness > 0, half.isFinite, spacing > 0, spacing.isFinite else { return 0 }
        return Int(min(half / spacing, Double(Int32.max)))
    }

    /// What the overlay says of it: "MIP 20 mm", "Average 7.5 mm" (to 0.01 mm).
    public var title: String {
        let rounded = (thickness * 100).rounded() / 100
        let text = rounded.isFinite && abs(rounded) < 1e9 && rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        return "\(projection.title) \(text) mm"
    }
}
