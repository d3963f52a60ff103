/// Which image of a CT slice to fetch.
public enum SliceImageVariant: Sendable, Hashable {
    /// 8-bit gray in the series' default window: the original API's plain slice URL, no query.
    case defaultWindow
    /// 8-bit gray in one of the series' window presets by name (`SeriesMetadata.windowPresets`),
    /// e.g. `bone`: `?window=bone`.
    case preset(named: String)
    /// 8-bit gray in an explicit window, width and level in Hounsfield units: `?window=400,40`.
    case window(WindowLevel)
    /// The stored values as a 16-bit gray PNG, to window on the client (HU = value × slope + intercept,
    /// from `SeriesMetadata.rescale`): `?bits=16`.
    case stored16

    /// The query that asks for this variant.
    var query: [(name: String, value: String?)] {
        switch self {
        case .defaultWindow: []
        case .preset(let name): [("window", name)]
        case .window(let window): [("window", "\(Self.number(window.width)),\(Self.number(window.level))")]
        case .stored16: [("bits", "16")]
        }
    }

    /// `400` rather than `400.0`; fractions as Swift prints them.
    private static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
