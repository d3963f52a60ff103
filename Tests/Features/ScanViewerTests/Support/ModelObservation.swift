import Observation
import ScanViewerFeature

extension ScanViewerModel {
    /// Returns once `condition` holds, re-checking after each change the model publishes (no polling).
    func waitUntil(_ condition: @MainActor (ScanViewerModel) -> Bool) async {
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

    /// Returns once every slice has loaded or failed.
    func waitUntilPreloaded() async {
        await waitUntil { $0.phase == .ready && $0.progress.isFinished }
    }
}
