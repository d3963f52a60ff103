import ScanViewerFeature
import TomoTerminal

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
        // The reporter draws at most ten times a second, so a change seen twice is drawn once.
        await model.waitUntil { model in
            reporter.update(model.progress)
            return model.phase != .ready || model.progress.isFinished
        }
        reporter.finish(model.progress)
    }
}
