import TomoCore

/// A one-shot gate for tests: tasks `wait()` until it is `open()`ed (at once if it is already); no sleeps.
public final class TestGate: Sendable {
    private let state = Locked<(isOpen: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    public init() {}

    /// Returns once the gate is open.
    public func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state in
                if state.isOpen { return true }
                state.waiting.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    /// Opens the gate for every waiter, now and later.
    public func open() {
        let waiting = state.withLock { state in
            state.isOpen = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }
}
