import TomoCore

/// One caller's claim on a job's result: a one-shot promise with a priority.
///
/// The result may arrive before the caller starts waiting; it is kept until then. Whatever comes
/// first, result or `fail`, wins; later ones are ignored.
final class Waiter<Value: Sendable>: Sendable {
    private enum State {
        case waiting(CheckedContinuation<Value, any Error>?)
        case done(Result<Value, any Error>)
    }

    let id: UInt64
    private let state = Locked(State.waiting(nil))
    private let currentPriority: Locked<ImagePriority>

    init(id: UInt64, priority: ImagePriority) {
        self.id = id
        self.currentPriority = Locked(priority)
    }

    var priority: ImagePriority {
        get { currentPriority.withLock { $0 } }
        set { currentPriority.withLock { $0 = newValue } }
    }

    /// Whether a result (or failure) has been set.
    var isDone: Bool {
        state.withLock { if case .done = $0 { true } else { false } }
    }

    /// The result, once `resume` or `fail` provides it.
    var value: Value {
        get async throws {
            try await withCheckedThrowingContinuation { continuation in
                let ready: Result<Value, any Error>? = state.withLock { state in
                    switch state {
                    case .done(let result): return result
                    case .waiting: state = .waiting(continuation); return nil
                    }
                }
                if let ready { continuation.resume(with: ready) }
            }
        }
    }

    /// Delivers the result; ignored when one was already delivered.
    func resume(with result: Result<Value, any Error>) {
        let continuation: CheckedContinuation<Value, any Error>? = state.withLock { state in
            guard case .waiting(let continuation) = state else { return nil }
            state = .done(result)
            return continuation
        }
        continuation?.resume(with: result)
    }
}
