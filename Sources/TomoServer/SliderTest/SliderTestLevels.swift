import TomoCore

/// The levels one slider offers: 15 evenly spaced values in dB full scale, clamped to the range a
/// 16-bit signal can express (−96.33 dBFS, the quantisation floor, to 0 dBFS).
///
/// The first slider spans about 62 dB ending near −40 dB, so its lowest ticks clamp to the floor
/// and repeat, like the original service's (−96.33, −96.33, −93.47, … −40.31). Each later slider is
/// centred on the tick picked before, with a third of the spacing: an adaptive, narrowing test.
struct SliderTestLevels: Sendable, Hashable {
    /// Ticks per slider.
    static let tickCount = 15
    /// The quietest level: 20·log10(2⁻¹⁶).
    static let floor = -96.33
    /// The loudest level.
    static let ceiling = 0.0

    /// The unclamped level of the last tick.
    let top: Double
    /// The unclamped distance between neighbouring ticks.
    let spacing: Double

    /// The first slider of a session seeded with `seed`.
    init(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        spacing = 4 + 0.8 * random.nextUnit()
        top = -44 + 8 * random.nextUnit()
    }

    private init(top: Double, spacing: Double) {
        self.top = top
        self.spacing = spacing
    }

    /// The tick values, ascending, rounded to hundredths.
    var ticks: [Double] {
        (0..<Self.tickCount).map { index in
            let level = top - Double(Self.tickCount - 1 - index) * spacing
            return (min(max(level, Self.floor), Self.ceiling) * 100).rounded() / 100
        }
    }

    /// The next slider after the user picked `value`: centred on it, a third as widely spaced.
    func narrowed(around value: Double) -> SliderTestLevels {
        let next = spacing / 3
        return SliderTestLevels(top: value + Double(Self.tickCount / 2) * next, spacing: next)
    }
}
