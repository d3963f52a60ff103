import Observation

/// A view model that tests, benchmarks and terminal front ends can wait on: `waitUntil(_:)` returns once
/// a condition on its state holds, woken by observation, never by polling.
@MainActor
public protocol ObservationWaiting: AnyObject, Observable {}

extension ObservationWaiting {
    /// Returns once `condition` holds. It is checked now and again after each change to what it read
    /// (through observation), possibly more than once per change.
    public func waitUntil(_ condition: @MainActor (Self) -> Bool) async {
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
}
