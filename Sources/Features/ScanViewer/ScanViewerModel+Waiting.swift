import Observation

extension ScanViewerModel {
    /// Returns once `condition` holds. It is checked now and again after each change to what it
    /// read (through observation, never by polling), possibly more than once per change.
    public func waitUntil(_ condition: @MainActor (ScanViewerModel) -> Bool) async {
        while !condition(self) {
            await withCheckedContinuation { continuation in
                withObservationTracking {
                    _ = condition(self)
                } onChange: {
                    continuation.resume()
                }
            }
        }
    }

    /// Returns once every slice of the open series has loaded or failed (at once when no series is
    /// loading: none opened, or opening it failed).
    public func waitUntilPreloaded() async {
        await waitUntil { $0.phase != .loadingSeries && ($0.phase != .ready || $0.progress.isFinished) }
    }
}
