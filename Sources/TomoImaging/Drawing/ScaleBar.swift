/// A scale bar for a view: a round length in millimetres (1, 2 or 5 times a power of ten) and how long
/// it is drawn, the longest that fits.
public struct ScaleBar: Sendable, Hashable {
    /// The length it stands for, in millimetres.
    public var millimetres: Double
    /// Its length as drawn: in points on screen, in pixels in an image.
    public var points: Double

    /// The longest round length that takes at most `maximumPoints` at `pointsPerMillimetre`; nil when not
    /// even 0.1 mm fits.
    public init?(pointsPerMillimetre: Double, maximumPoints: Double) {
        guard pointsPerMillimetre > 0, maximumPoints > 0 else { return nil }
        let longest = maximumPoints / pointsPerMillimetre
        var power = 0.1, best: Double?
        while power <= longest {
            for step in [1.0, 2, 5] where power * step <= longest { best = power * step }
            power *= 10
        }
        guard let best else { return nil }
        millimetres = best
        points = best * pointsPerMillimetre
    }

    /// The length as a reader writes it: "5 cm", "2 mm", "0.5 mm".
    public var label: String {
        if millimetres >= 10 { return "\((millimetres / 10).formatted()) cm" }
        return "\(millimetres.formatted()) mm"
    }
}

extension Double {
    /// Without a trailing ".0", to one decimal at most.
    fileprivate func formatted() -> String {
        let rounded = (self * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
