import Foundation
import TomoCore
import TomoServer

extension BuiltInServer {
    /// `tomo-built-in-` and a hash of the data sources, the size and modification time of each data file,
    /// and those of the running program: what the server serves changes only with one of them (its photos
    /// and thumbnails are rendered by the program's code).
    static func cacheAlias(serving sources: [DataSource]) -> String {
        var files = sources.compactMap { source -> String? in
            if case .invesalius(let path) = source { path } else { nil }
        }
        if let program = Bundle.main.executablePath { files.append(program) }
        let identity = sources.map(\.description) + files.map(stamp(ofFileAt:))
        return "tomo-built-in-" + String(FNV1a.hash(identity.joined(separator: "\n")), radix: 16)
    }

    /// `path`, its size and its modification time; the path alone if it cannot be read.
    private static func stamp(ofFileAt path: String) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = attributes?[.size] as? Int ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path) \(size) \(modified)"
    }
}
