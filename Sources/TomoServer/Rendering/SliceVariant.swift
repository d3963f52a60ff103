import TomoCore

/// Which image of a slice a request asks for.
enum SliceVariant: Sendable, Hashable {
    /// 8-bit gray, windowed (the original API's behaviour, with the series' default window).
    case windowed(WindowLevel)
    /// The stored values as a 16-bit gray PNG, for client-side windowing.
    case stored16

    /// Reads `window=PRESET`, `window=WIDTH,LEVEL` and `bits=16|8` from a query. With `bits=16`
    /// the stored values are sent and `window` does not apply, so it is ignored.
    /// - Throws: `APIError.badRequest` naming the parameter at fault.
    init(window: Substring?, bits: Substring?, metadata: SeriesMetadata) throws(APIError) {
        switch bits {
        case nil, "8": break
        case "16":
            self = .stored16
            return
        default:
            throw .badRequest("bits must be 8 or 16")
        }
        guard let window else {
            self = .windowed(metadata.defaultWindow)
            return
        }
        if let preset = metadata.windowPresets.first(where: { $0.name == window }) {
            self = .windowed(preset.window)
            return
        }
        let numbers = window.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
        guard numbers.count == 2, let width = numbers[0], let level = numbers[1],
              width.isFinite, level.isFinite, width > 0, width <= 100_000, abs(level) <= 100_000
        else {
            let names = metadata.windowPresets.map(\.name).joined(separator: ", ")
            throw .badRequest("window must be a preset (\(names)) or WIDTH,LEVEL with 0 < WIDTH ≤ 100000")
        }
        self = .windowed(WindowLevel(width: width, level: level))
    }

    /// A short, stable text that identifies the variant in cache keys and ETags.
    var tag: String {
        switch self {
        case .windowed(let window): "w\(window.width),\(window.level)"
        case .stored16: "s16"
        }
    }
}
