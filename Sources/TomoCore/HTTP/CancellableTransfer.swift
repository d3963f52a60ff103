import Dispatch

/// Runs a callback-based transfer as an async call that returns the moment the calling task is cancelled.
///
/// `start` begins the transfer, arranges for its result to be passed to `complete` (once), and returns
/// a function that stops it. On cancellation the caller gets `CancellationError` at once, whatever the
/// transfer is doing; the stop function then runs on a global queue, never inside the runtime's
/// cancellation handler (where URLSession's `cancel()` deadlocks on Linux), and a late result is
/// dropped. A task cancelled before the call never starts the transfer.
public func withCancellableTransfer<Value: Sendable>(
    _ start: (_ complete: @escaping @Sendable (Result<Value, any Error>) -> Void) -> @Sendable () -> Void
) async throws -> Value {
    let transfer = PendingTransfer<Value>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            guard transfer.wait(with: continuation) else {
                continuation.resume(throwing: CancellationError())
                return
            }
            transfer.started(stop: start { result in transfer.finish(result) })
        }
    } onCancel: {
        transfer.cancel()
    }
}

/// The state one `withCancellableTransfer` call shares between the transfer's callback and cancellation.
private final class PendingTransfer<Value: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Value, any Error>?
        var stop: (@Sendable () -> Void)?
        var isCancelled = false
    }

    private let state = Locked(State())

    /// Keeps the continuation to resume; false if the task was already cancelled.
    func wait(with continuation: CheckedContinuation<Value, any Error>) -> Bool {
        state.withLock { state in
            guard !state.isCancelled else { return false }
            state.continuation = continuation
            return true
        }
    }

    /// Keeps the way to stop the running transfer, or uses it now if cancellation came first.
    func started(stop: @escaping @Sendable () -> Void) {
        let cancelled = state.withLock { state in
            if !state.isCancelled { state.stop = stop }
            return state.isCancelled
        }
        if cancelled { DispatchQueue.global().async(execute: stop) }
    }

    func finish(_ result: Result<Value, any Error>) {
        let continuation = state.withLock { state in
            defer { state.continuation = nil; state.stop = nil }
            return state.continuation
        }
        continuation?.resume(with: result)
    }

    func cancel() {
        let (continuation, stop) = state.withLock { state in
            state.isCancelled = true
            defer { state.continuation = nil; state.stop = nil }
            return (state.continuation, state.stop)
        }
        continuation?.resume(throwing: CancellationError())
        if let stop { DispatchQueue.global().async(execute: stop) }
    }
}
