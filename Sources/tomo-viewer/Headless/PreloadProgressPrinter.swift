import Observation
import ScanViewerFeature
import TomoPipeline

/// Prints a view model's preload progress on standard error until every slice is in: on a terminal one
/// line with a bar, redrawn as slices arrive; otherwise a plain line at each tenth.
@MainActor
struct PreloadProgressPrinter {
    /// Characters inside the bar.
    static let barWidth = 30

    let title: String

    /// Returns when `model` has loaded (or failed) every slice.
    func follow(_ model: ScanViewerModel) async {
        var tenthsPrinted = -1
        while true {
            let progress = model.progress
            if Console.isTerminal {
                Console.write("\r\(title) \(bar(progress)) \(counts(progress))\u{1B}[K" + (progress.isFinished ? "\n" : ""))
            } else {
                let tenths = Int((progress.fractionDone * 10).rounded(.down))
                if tenths > tenthsPrinted {
                    tenthsPrinted = tenths
                    Console.note("\(title) \(counts(progress))")
                }
            }
            if progress.isFinished || model.phase != .ready { return }
            await Self.nextChange(of: model)
        }
    }

    private func bar(_ progress: PreloadProgress) -> String {
        let filled = Int((progress.fractionDone * Double(Self.barWidth)).rounded(.down))
        return "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: Self.barWidth - filled) + "]"
    }

    private func counts(_ progress: PreloadProgress) -> String {
        let failures = progress.failed > 0 ? ", \(progress.failed) failed" : ""
        return "\(progress.completed + progress.failed) / \(progress.total) slices\(failures)"
    }

    /// Waits until the model's progress or phase next changes.
    private static func nextChange(of model: ScanViewerModel) async {
        await withCheckedContinuation { continuation in
            withObservationTracking {
                _ = model.progress
                _ = model.phase
            } onChange: {
                continuation.resume()
            }
        }
    }
}
