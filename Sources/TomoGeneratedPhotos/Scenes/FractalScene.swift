import Foundation
import TomoCore

/// A Mandelbrot or Julia set view, coloured smoothly by escape time through a looping palette. Its
/// boundary is anti-aliased with the distance estimate: points closer to the set than a pixel fade
/// to the set's colour, so filaments stay clean at any size. Four pixels iterate at once, in SIMD lanes.
struct FractalScene: Scene {
    private typealias Lanes = SIMD4<Float>
    private static let loopLength = 1_024

    private let view: FractalView
    /// The palette's loop sampled finely, so colouring a pixel is one look-up.
    private let loop: [RGB]
    private let inside: RGB
    /// The photo's centre in scene units.
    private let middle: SIMD2<Float>
    /// Scene units to the complex plane: scale and turn.
    private let axes: SIMD2<Float>
    /// Palette loops per escape iteration, and where the loop starts.
    private let bands: Float
    private let phase: Float

    init(view: FractalView, palette: Palette, aspect: Float, random: inout SplitMix64) {
        self.view = view
        loop = (0..<Self.loopLength).map { palette.cycle(Float($0) / Float(Self.loopLength)) }
        inside = palette.colours[random.chance(0.7) ? 0 : 4]
        middle = SIMD2(aspect / 2, 0.5)
        let angle = view.julia == nil ? random.float(-0.3...0.3) : random.float(0...(2 * .pi))
        axes = SIMD2(cos(angle), sin(angle)) * (2 * view.radius)
        bands = random.float(0.03...0.07)
        phase = random.unit()
    }

    func shadeRow(
        y: Float, xs: UnsafeBufferPointer<Float>, columns: UnsafeBufferPointer<Void>, footprint: Float,
        into colours: UnsafeMutableBufferPointer<RGB>
    ) {
        for start in stride(from: 0, to: xs.count, by: Lanes.scalarCount) {
            let count = min(Lanes.scalarCount, xs.count - start)
            var lanes = Lanes(repeating: xs[start])
            for lane in 0..<count { lanes[lane] = xs[start + lane] }
            let orbit = escape(xs: lanes, y: y)
            for lane in 0..<count { colours[start + lane] = colour(lane: lane, of: orbit, footprint: footprint) }
        }
    }

    /// Where four points escape: the (odd) iteration after which |z|² first exceeded the bail-out
    /// (−1 for never), and |z|² and |dz|² then.
    private func escape(xs: Lanes, y: Float) -> (iteration: Lanes, size: Lanes, slope: Lanes) {
        let px = xs - middle.x, py = y - middle.y
        let re = view.centre.x + px * axes.x - py * axes.y
        let im = view.centre.y + px * axes.y + py * axes.x
        var zx: Lanes, zy: Lanes, cx: Lanes, cy: Lanes, dx: Lanes, dy = Lanes.zero
        var done: SIMDMask<Lanes.MaskStorage>
        let mandelbrot: Float
        if let julia = view.julia {
            (zx, zy, cx, cy, dx) = (re, im, Lanes(repeating: julia.x), Lanes(repeating: julia.y), .one)
            done = .init(repeating: false)
            mandelbrot = 0
        } else {
            (zx, zy, cx, cy, dx) = (.zero, .zero, re, im, .zero)
            // The main cardioid and the period-2 disc never escape.
            let q = (re - 0.25) * (re - 0.25) + im * im
            done = q * (q + re - 0.25) .<= 0.25 * im * im .| (re + 1) * (re + 1) + im * im .<= 0.0625
            mandelbrot = 1
        }
        var iteration = Lanes(repeating: -1), size = Lanes.zero, slope = Lanes.one
        if all(done) { return (iteration, size, slope) }
        var savedX = zx, savedY = zy
        // Two steps per check: an orbit past the bail-out (|z|² > 1024) can take one more step and
        // stay finite (|z|² < 10¹²), and the smooth count does not change with the extra step.
        for pair in 1...(view.iterations / 2) {
            for _ in 0..<2 {
                // dz ← 2 z dz (+ 1 for the Mandelbrot set), then z ← z² + c.
                (dx, dy) = (2 * (zx * dx - zy * dy) + mandelbrot, 2 * (zx * dy + zy * dx))
                (zx, zy) = (zx * zx - zy * zy + cx, 2 * zx * zy + cy)
            }
            let magnitude = zx * zx + zy * zy
            let escaped = magnitude .> 1024 .& .!done
            // An orbit back where it was at the last power-of-two check is caught in a cycle: inside.
            let cycling = (zx - savedX) * (zx - savedX) + (zy - savedY) * (zy - savedY) .< 1e-10 .& .!done
            if pair & (pair - 1) == 0 { (savedX, savedY) = (zx, zy) }
            guard any(escaped .| cycling) else { continue }
            iteration.replace(with: Float(2 * pair - 1), where: escaped)
            size.replace(with: magnitude, where: escaped)
            slope.replace(with: dx * dx + dy * dy, where: escaped)
            done .|= escaped .| cycling
            if all(done) { break }
            // Park finished lanes at the fixed point 0 so they stay finite and never escape.
            zx.replace(with: 0, where: done)
            zy.replace(with: 0, where: done)
            cx.replace(with: 0, where: done)
            cy.replace(with: 0, where: done)
            dx.replace(with: 0, where: done)
            dy.replace(with: 0, where: done)
        }
        return (iteration, size, slope)
    }

    /// The colour of lane `lane` of an escape result.
    private func colour(lane: Int, of orbit: (iteration: Lanes, size: Lanes, slope: Lanes), footprint: Float) -> RGB {
        guard orbit.iteration[lane] >= 0 else { return inside }
        let size = orbit.size[lane]
        let logSize = 0.5 * log(size)
        let smooth = orbit.iteration[lane] + 2 - log2(logSize)
        // The smooth count is above −2, so truncating a shifted position is its floor (and inlines).
        let position = smooth * bands + phase + 4
        let colour = loop[Int((position - Float(Int(position))) * Float(Self.loopLength - 1))]
        // Distance to the set, in pixels; a derivative that overflowed means "on the boundary".
        let distance = size.squareRoot() * logSize / orbit.slope[lane].squareRoot() / (footprint * 2 * view.radius)
        return distance.isNaN ? inside : inside.mixed(with: colour, by: Shading.smoothstep(0, 1.5, distance))
    }
}
