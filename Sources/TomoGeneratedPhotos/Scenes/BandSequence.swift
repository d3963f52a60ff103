/// Coloured bands of varying widths repeating along a line, averaged exactly over any window:
/// the running integral of the colour is piecewise linear, so the mean over [t − h, t + h] is a
/// difference of two look-ups. That box filter anti-aliases band edges at every scale.
struct BandSequence: Sendable {
    private let colours: [RGB]
    /// Where each band starts within one period; `starts[0]` is 0.
    private let starts: [Float]
    /// The integral of the colour from 0 to each band's start.
    private let integrals: [RGB]
    private let period: Float
    private let periodIntegral: RGB

    /// Bands of `widths` (all positive) in `colours`, one each.
    init(colours: [RGB], widths: [Float]) {
        self.colours = colours
        var starts: [Float] = [], integrals: [RGB] = []
        var position: Float = 0, integral = RGB.zero
        for (colour, width) in zip(colours, widths) {
            starts.append(position)
            integrals.append(integral)
            position += width
            integral += colour * width
        }
        self.starts = starts
        self.integrals = integrals
        period = position
        periodIntegral = integral
    }

    /// The mean colour over `t - halfWidth ... t + halfWidth` (`halfWidth` positive).
    @inline(__always)
    func colour(at t: Float, halfWidth: Float) -> RGB {
        // Shift the window by whole periods to near 0 first, which keeps the subtraction precise.
        let shift = ((t - halfWidth) / period).rounded(.down) * period
        return (integral(to: t + halfWidth - shift) - integral(to: t - halfWidth - shift)) / (2 * halfWidth)
    }

    /// The integral of the colour from 0 to `t` (`t` not negative).
    @inline(__always)
    private func integral(to t: Float) -> RGB {
        let periods = (t / period).rounded(.down)
        let local = t - periods * period
        var band = starts.count - 1
        while band > 0, starts[band] > local { band -= 1 }
        return periodIntegral * periods + integrals[band] + colours[band] * (local - starts[band])
    }
}
