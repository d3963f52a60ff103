/// Seeded one-dimensional value noise: random values at the integers, joined by smooth curves.
struct ValueNoise: Sendable {
    let seed: UInt64

    /// The noise at `x`, in 0...1.
    @inline(__always)
    func value(_ x: Float) -> Float {
        let floor = x.rounded(.down)
        let cell = Int(floor)
        let t = x - floor
        let smooth = t * t * t * (t * (t * 6 - 15) + 10)
        let a = LatticeHash.unit(seed, cell), b = LatticeHash.unit(seed, cell + 1)
        return a + (b - a) * smooth
    }

    /// `octaves` layers of noise, each at twice the frequency and half the weight of the last, scaled to
    /// 0...1. When `ridged`, each layer is folded (`1 - |2n - 1|`), which makes sharp crests.
    func fractal(_ x: Float, octaves: Int, ridged: Bool) -> Float {
        var sum: Float = 0, weight: Float = 1, total: Float = 0, frequency: Float = 1
        for octave in 0..<octaves {
            var n = ValueNoise(seed: seed &+ UInt64(octave)).value(x * frequency + Float(octave) * 17.3)
            if ridged { n = 1 - abs(2 * n - 1) }
            sum += n * weight
            total += weight
            weight *= 0.5
            frequency *= 2
        }
        return sum / total
    }
}
