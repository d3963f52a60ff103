import ArgumentParser
import Foundation
import TomoCore

/// A display window as the command line names it: a preset of the series (`brain`, `bone`, …) or an
/// explicit `WIDTH,LEVEL` in Hounsfield units (`400,40`).
enum WindowChoice: Sendable, Hashable, ExpressibleByArgument, CustomStringConvertible {
    case preset(String)
    case explicit(WindowLevel)

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        if parts.count == 2 {
            guard let width = Double(parts[0].trimmingCharacters(in: .whitespaces)),
                  let level = Double(parts[1].trimmingCharacters(in: .whitespaces)),
                  width > 0, width.isFinite, level.isFinite
            else { return nil }
            self = .explicit(WindowLevel(width: width, level: level))
        } else if !argument.isEmpty, !argument.contains(",") {
            self = .preset(argument)
        } else {
            return nil
        }
    }

    var description: String {
        switch self {
        case .preset(let name): name
        case .explicit(let window): "\(window.width.shortText),\(window.level.shortText)"
        }
    }

    /// The window this choice means for series `seriesID`, which offers `presets`.
    /// - Throws: `CommandFailure` (not found) for a preset the series does not have.
    func window(in presets: [WindowPreset], seriesID: String) throws(CommandFailure) -> WindowLevel {
        switch self {
        case .explicit(let window):
            return window
        case .preset(let name):
            guard let preset = presets.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                let names = presets.map(\.name).joined(separator: ", ")
                throw CommandFailure(.notFound, "series \(seriesID) has no window preset \"\(name)\" (it has: \(names))")
            }
            return preset.window
        }
    }

    /// The 8-bit slice the server windows this way.
    var serverVariant: SliceImageVariant {
        switch self {
        case .preset(let name): .preset(named: name)
        case .explicit(let window): .window(window)
        }
    }
}
