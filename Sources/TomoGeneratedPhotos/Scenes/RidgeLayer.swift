/// One silhouette of a landscape: a skyline from seeded noise, filled below in a single colour that
/// fades into haze towards the layer's base.
struct RidgeLayer: Sendable {
    let noise: ValueNoise
    /// The lowest the skyline goes (scene y, down).
    let base: Float
    /// How far above `base` the skyline can rise.
    let amplitude: Float
    /// Noise cycles per scene unit.
    let frequency: Float
    let octaves: Int
    /// Sharp crests (mountains) rather than round ones (hills).
    let ridged: Bool
    let colour: RGB
    let haze: RGB
    /// How far the layer fades to haze at its base (0 not at all).
    let mist: Float

    /// The skyline's height (scene y) at `x`.
    func skyline(at x: Float) -> Float {
        let height = noise.fractal(x * frequency, octaves: octaves, ridged: ridged)
        // Squaring sharpens the peaks and flattens the valleys.
        return base - amplitude * height * height
    }

    /// The layer's colour at `y`: valley fog, level across the layer, thickens towards its base.
    @inline(__always)
    func colour(at y: Float) -> RGB {
        colour.mixed(with: haze, by: mist * Shading.smoothstep(base - amplitude * 0.4, base + 0.08, y))
    }
}
