import ArgumentParser
import TomoCore

/// Which image of each slice `tomo fetch` loads: `auto`, `original`, `16`, a window preset or `WIDTH,LEVEL`.
enum SliceVariantChoice: Sendable, Hashable, ExpressibleByArgument, CustomStringConvertible {
    /// The 16-bit slices when the API has series metadata (what `render` and the viewer use), else `original`.
    case auto
    /// The original API's plain slice URL: 8-bit in the series' default window.
    case original
    /// The stored values as 16-bit PNGs (`?bits=16`).
    case stored16
    /// 8-bit slices windowed by the server (`?window=`).
    case windowed(WindowChoice)

    init?(argument: String) {
        switch argument.lowercased() {
        case "auto": self = .auto
        case "original": self = .original
        case "16": self = .stored16
        default:
            guard let window = WindowChoice(argument: argument) else { return nil }
            self = .windowed(window)
        }
    }

    var description: String {
        switch self {
        case .auto: "auto"
        case .original: "original"
        case .stored16: "16"
        case .windowed(let window): window.description
        }
    }

    /// The variant to request from an API that does (or does not) serve series metadata.
    func variant(hasMetadata: Bool) -> SliceImageVariant {
        switch self {
        case .auto: hasMetadata ? .stored16 : .defaultWindow
        case .original: .defaultWindow
        case .stored16: .stored16
        case .windowed(let window): window.serverVariant
        }
    }
}
