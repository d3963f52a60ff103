/// A view of the Mandelbrot set or of a Julia set worth looking at, with the noun its title uses.
struct FractalView: Sendable {
    let noun: String
    /// The point of the complex plane at the photo's centre.
    let centre: SIMD2<Float>
    /// Half the photo's height in the complex plane.
    let radius: Float
    /// The Julia set's constant, or `nil` for the Mandelbrot set.
    let julia: SIMD2<Float>?
    let iterations: Int

    /// Every view a photo can show: eleven of the Mandelbrot set, nine Julia sets.
    static let all: [FractalView] = [
        mandelbrot("seahorses", -0.7435, 0.1314, radius: 0.01, iterations: 80),
        mandelbrot("coastline", -1.768, 0.002, radius: 0.012),
        mandelbrot("island", -0.16, 1.035, radius: 0.02),
        mandelbrot("filigree", -0.1, 0.9, radius: 0.08),
        mandelbrot("fronds", -0.55, 0.62, radius: 0.05),
        mandelbrot("valley", -0.4, 0.6, radius: 0.1),
        mandelbrot("antenna", -1.4, 0, radius: 0.08),
        mandelbrot("curls", 0.36, -0.1, radius: 0.05),
        mandelbrot("shoreline", -1.3, 0.06, radius: 0.05),
        mandelbrot("frost", -1.25, 0.03, radius: 0.1),
        mandelbrot("Mandelbrot", -0.65, 0, radius: 1.25),
        julia("lace", -0.8, 0.156, radius: 1.1),
        julia("dendrite", -0.70176, -0.3842, radius: 1.1),
        julia("spirals", 0.285, 0.01, radius: 1.0),
        julia("Julia", -0.4, 0.6, radius: 1.15),
        julia("rabbit", -0.123, 0.745, radius: 1.2),
        julia("swirl", 0.355, 0.355, radius: 1.2),
        julia("filaments", -0.835, -0.2321, radius: 1.1),
        julia("fern", -0.7269, 0.1889, radius: 1.1),
        julia("galaxies", 0.45, 0.1428, radius: 1.2),
    ]

    private static func mandelbrot(
        _ noun: String, _ x: Float, _ y: Float, radius: Float, iterations: Int = 64
    ) -> FractalView {
        FractalView(noun: noun, centre: SIMD2(x, y), radius: radius, julia: nil, iterations: iterations)
    }

    private static func julia(_ noun: String, _ x: Float, _ y: Float, radius: Float) -> FractalView {
        FractalView(noun: noun, centre: .zero, radius: radius, julia: SIMD2(x, y), iterations: 64)
    }
}
