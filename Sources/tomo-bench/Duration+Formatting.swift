import Foundation

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }

    /// Three significant digits or so, in the unit that suits: `41.2 ms`, `3.10 µs`, `1.25 s`.
    var formatted: String {
        let seconds = seconds
        return switch seconds {
        case 1...: Self.format(seconds, "s")
        case 1e-3...: Self.format(seconds * 1e3, "ms")
        default: Self.format(seconds * 1e6, "µs")
        }
    }

    private static func format(_ value: Double, _ unit: String) -> String {
        let digits = value >= 100 ? 0 : value >= 10 ? 1 : 2
        return String(format: "%.\(digits)f %@", value, unit)
    }
}
