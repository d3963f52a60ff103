/// Small shading formulas the scenes share.
enum Shading {
    /// `value` clamped to 0...1.
    @inline(__always)
    static func unit(_ value: Float) -> Float {
        min(max(value, 0), 1)
    }

    /// Hermite smoothstep of `value` between `low` and `high` (0 below, 1 above).
    @inline(__always)
    static func smoothstep(_ low: Float, _ high: Float, _ value: Float) -> Float {
        let t = unit((value - low) / (high - low))
        return t * t * (3 - 2 * t)
    }

    /// How much of a pixel `footprint` wide a shape covers when the pixel centre lies `distance`
    /// outside its edge (negative inside): a box filter across a straight edge.
    @inline(__always)
    static func coverage(distance: Float, footprint: Float) -> Float {
        unit(0.5 - distance / footprint)
    }

    /// How much of a pixel `footprint` wide a band covers whose centre line lies `distance` (not
    /// negative) from the pixel centre and which extends `halfWidth` to each side: the exact overlap of
    /// the pixel's box with the band, right even for bands thinner than a pixel.
    @inline(__always)
    static func bandCoverage(distance: Float, halfWidth: Float, footprint: Float) -> Float {
        let overlap = min(distance + footprint / 2, halfWidth) - max(distance - footprint / 2, -halfWidth)
        return unit(overlap / footprint)
    }
}
