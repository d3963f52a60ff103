import FeatureSupport
import Foundation

/// Writes what a command makes to the file its user named.
enum OutputFile {
    /// Writes `data` to `path` whole or not at all (replacing the file atomically).
    /// - Throws: `CommandFailure` (a local failure) naming the file when writing fails.
    static func write(_ data: Data, to path: String) throws(CommandFailure) {
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure(.localFailure, "cannot write \(path): \(ErrorMessage.text(for: error))")
        }
    }
}
