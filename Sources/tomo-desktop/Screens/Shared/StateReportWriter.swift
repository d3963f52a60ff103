import Foundation
import TomoTerminal

/// Rewrites a screen's `--report-state` file whenever its report changes (atomically: a reader never
/// sees half a file). The CT screen writes the file named; another screen writes beside it with its name
/// before the extension (`state.json` → `state.grid.json`).
@MainActor
final class StateReportWriter<Report: Encodable & Equatable> {
    private let url: URL
    private var last: Report?
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return encoder
    }()

    /// A writer of `path`, or of its sibling for `screen` (see the type's description).
    init(path: String, screen: String? = nil) {
        let base = URL(fileURLWithPath: path)
        let ext = base.pathExtension
        url = screen.map { base.deletingPathExtension().appendingPathExtension(ext.isEmpty ? $0 : "\($0).\(ext)") } ?? base
    }

    /// Writes `report` unless it is what the file already holds; a failure is noted once per change.
    func write(_ report: Report) {
        guard report != last else { return }
        last = report
        do {
            try encoder.encode(report).write(to: url, options: .atomic)
        } catch {
            StandardError.writeLine("Warning: cannot write the state report \(url.path): \(error.localizedDescription)")
        }
    }
}
