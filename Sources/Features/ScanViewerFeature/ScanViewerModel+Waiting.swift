import FeatureSupport

extension ScanViewerModel: ObservationWaiting {
    /// Returns once every slice of the open series has loaded or failed (at once when no series is
    /// loading: none opened, or opening it failed).
    public func waitUntilPreloaded() async {
        await waitUntil { $0.phase != .loadingSeries && ($0.phase != .ready || $0.progress.isFinished) }
    }
}
