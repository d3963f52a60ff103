import TomoCore

/// One caller's claim on a job's result: a one-shot promise with a priority.
///
/// The result may arrive before the caller starts waiting; it is kept until then. Whatever comes
/// first, result or failure, wins; later ones are ignored. Any number of tasks may await it.
final class Waiter<Value: Sendable>: Sendable {
    private enum State {
        case waiting([CheckedContinuation<Value, any Error>])
        case done(Result<Value, any Error>)
    }

    /// Unique in the process, so waiters from anywhere can share a job and be told apart.
    let id: UInt64
    private let state = Locked(State.waiting([]))
    private let currentPriority: Locked<ImagePriority>

    init(priority: ImagePriority) {
        id = lastWaiterID.withLock { id in
            id += 1
            return id
        }
        currentPriority = Locked(priority)
    }

    var priority: ImagePriority {
        get { currentPriority.withLock { $0 } }
        set { currentPriority.withLock { $0 = newValue } }
    }

    /// Whether a result (or failure) has been set.
    var isDone: Bool {
        state.withLock { if case .done = $0 { true } else { false } }
    }

    /// The result, once `resume` provides it.
    var value: Value {
        get async throws {
            try await withCheckedThrowingContinuation { continuation in
                let ready: Result<Value, any Error>? = state.withLock { state in
                    switch state {
                    case .done(let result):
                        return result
                    case .waiting(let continuations):
                        state = .waiting(continuations + [continuation])
                        return nil
                    }
                }
                if let ready { continuation.resume(with: ready) }
            }
        }
    }

    /// The result; if the awaiting task is cancelled first, fails at once (see `cancel(withdrawing:)`).
    func value(withdrawingOnCancel withdraw: @escaping @Sendable () async -> Void) async throws -> Value {
        try await withTaskCancellationHandler {
            try await value
        } onCancel: {
            cancel(withdrawing: withdraw)
        }
    }

    /// Fails with `CancellationError` at once, unless a result came first, and then runs `withdraw`
    /// (which takes the waiter out of its job, stopping the work if nobody else waits).
    func cancel(withdrawing withdraw: @escaping @Sendable () async -> Void) {
        guard !isDone else { return }
        resume(with: .failure(CancellationError()))
        Task { await withdraw() }
    }

    /// Fails with `CancellationError` at once, unless a result came first, runs `withdraw` and returns
    /// once it has: the caller knows the work is let go of before it does anything else.
    func cancelAndWithdraw(_ withdraw: @Sendable () async -> Void) async {
        guard !isDone else { return }
        resume(with: .failure(CancellationError()))
        await withdraw()
    }

    /// Delivers the result; ignored when one was already delivered.
    func resume(with result: Result<Value, any Error>) {
        let continuations: [CheckedContinuation<Value, any Error>] = state.withLock { state in
            guard case .waiting(let continuations) = state else { return [] }
            state = .done(result)
            return continuations
        }
        continuations.forEach { $0.resume(with: result) }
    }
}

/// The last waiter id handed out (generic types cannot have stored statics).
private let lastWaiterID = Locked<UInt64>(0)
