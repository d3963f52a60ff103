import Observation
import TomoCore

/// A view model that tests, benchmarks and terminal front ends can wait on: `waitUntil(_:)` returns once
/// a condition on its state holds, woken by observation, never by polling.
@MainActor
public protocol ObservationWaiting: AnyObject, Observable {}

extension ObservationWaiting {
    /// Returns once `condition` holds, or once the calling task is cancelled (a test's time limit ends the
    /// wait instead of hanging). It is checked now and again after each change to what it read (through
    /// observation), possibly more than once per change.
    public func waitUntil(_ condition: @MainActor (Self) -> Bool) async {
        while !condition(self), !Task.isCancelled {
            let wake = OneShotWake()
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    wake.set(continuation)
                    withObservationTracking {
                        _ = condition(self)
                    } onChange: {
                        wake.fire()
                    }
                }
            } onCancel: {
                wake.fire()
            }
        }
    }
}

/// Resumes a continuation once, whichever comes first: a change, or cancellation (which may come before
/// the continuation is there; it is then resumed as soon as it is).
private final class OneShotWake: Sendable {
    private let state = Locked<(continuation: CheckedContinuation<Void, Never>?, fired: Bool)>((nil, false))

    func set(_ continuation: CheckedContinuation<Void, Never>) {
        let fired = state.withLock { state in
            state.continuation = continuation
            return state.fired
        }
        if fired { fire() }
    }

    func fire() {
        let continuation = state.withLock { state in
            defer { state = (nil, true) }
            return state.continuation
        }
        continuation?.resume()
    }
}
