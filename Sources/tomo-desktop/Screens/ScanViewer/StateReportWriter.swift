import Foundation
import ScanViewerFeature
import TomoTerminal

/// Rewrites the `--report-state` file whenever the report changes (atomically: a reader never sees
/// half a file).
@MainActor
final class StateReportWriter {
    private let url: URL
    private var last: ScanViewerReport?
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return encoder
    }()

    init(path: String) {
        url = URL(fileURLWithPath: path)
    }

    /// Writes `report` unless it is what the file already holds; a failure is noted once per change.
    func write(_ report: ScanViewerReport) {
        guard report != last else { return }
        last = report
        do {
            try encoder.encode(report).write(to: url, options: .atomic)
        } catch {
            StandardError.writeLine("Warning: cannot write the state report \(url.path): \(error.localizedDescription)")
        }
    }
}
