import Observation
import ScanViewerFeature
import TomoCLI

/// Shows a view model's preload progress on standard error the way `tomo fetch` does (`ProgressReporter`),
/// until every slice is in.
@MainActor
struct PreloadProgressPrinter {
    let reporter: ProgressReporter

    init(title: String) {
        reporter = ProgressReporter(title: title)
    }

    /// Returns when `model` has loaded (or failed) every slice, or stopped being ready.
    func follow(_ model: ScanViewerModel) async {
        while !model.progress.isFinished, model.phase == .ready {
            reporter.update(model.progress)
            await Self.nextChange(of: model)
        }
        reporter.finish(model.progress)
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
