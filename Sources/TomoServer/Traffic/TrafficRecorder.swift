import TomoCore

/// Records what a reference server receives, for tests that need the server's side of the story:
/// every request (method, path, query) as it arrives, before routing, faults or the fast path, and
/// every connection opened and closed.
///
/// Set it as `ServerConfiguration.trafficRecorder`, then read `snapshot` or, to wait for something
/// the server will see, `wait(timeout:until:)`, which is woken by each event rather than polling:
///
/// ```swift
/// let traffic = TrafficRecorder()
/// try await withTestServer(configure: { $0.trafficRecorder = traffic }) { base in
///     // ... fetch one slice from several tasks at once ...
///     #expect(traffic.requestCount(path: slicePath) == 1)
///     // ... cancel a slow request ...
///     try await traffic.wait { $0.connectionsClosed(afterRequestsTo: slicePath) }
/// }
/// ```
public final class TrafficRecorder: Sendable {
    private struct Waiter {
        let isSatisfied: @Sendable (TrafficSnapshot) -> Bool
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var snapshot = TrafficSnapshot()
        var waiters: [Int: Waiter] = [:]
        var lastWaiterID = 0
    }

    private let state = Locked(State())

    public init() {}

    /// Everything recorded so far.
    public var snapshot: TrafficSnapshot {
        state.withLock { $0.snapshot }
    }

    /// How many requests for `path` (percent-encoded, without query) arrived so far.
    public func requestCount(path: String) -> Int {
        snapshot.requestCount(path: path)
    }

    /// Returns as soon as `condition` holds for the recorded traffic: at once if it already does,
    /// else right after the event that makes it true. `condition` runs under the recorder's lock
    /// on the server's threads, so keep it a quick look at the snapshot.
    /// - Throws: `TrafficWaitTimeout` if it does not hold within `timeout` (so a test fails instead
    ///   of hanging; the default leaves room for the thread sanitizer on two busy cores, where what
    ///   leads to the traffic, a few cancellations, took over 10 s); `CancellationError` if the calling
    ///   task is cancelled.
    public func wait(
        timeout: Duration = .seconds(90), until condition: @escaping @Sendable (TrafficSnapshot) -> Bool
    ) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.wait(until: condition) }
            group.addTask {
                try await Task.sleep(for: timeout)
                throw TrafficWaitTimeout(timeout: timeout, snapshot: self.snapshot)
            }
            defer { group.cancelAll() }
            try await group.next()
        }
    }

    /// Waits with no time limit, until `condition` holds or the task is cancelled.
    private func wait(until condition: @escaping @Sendable (TrafficSnapshot) -> Bool) async throws {
        let id = state.withLock { state in
            state.lastWaiterID += 1
            return state.lastWaiterID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                // Cancellation sets the task's flag before running the handler below, and both take
                // the lock: either this sees the flag, or the handler sees the registered waiter.
                let outcome: Result<Void, any Error>? = state.withLock { state in
                    if condition(state.snapshot) { return .success(()) }
                    if Task.isCancelled { return .failure(CancellationError()) }
                    state.waiters[id] = Waiter(isSatisfied: condition, continuation: continuation)
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
            waiter?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Applies one event and wakes the waiters whose condition now holds.
    private func record(_ event: (inout TrafficSnapshot) -> Void) {
        let woken = state.withLock { state in
            event(&state.snapshot)
            let satisfied = state.waiters.filter { $0.value.isSatisfied(state.snapshot) }
            for id in satisfied.keys { state.waiters[id] = nil }
            return satisfied.values.map(\.continuation)
        }
        for continuation in woken { continuation.resume() }
    }

    /// Notes a new connection and returns its number.
    func connectionOpened() -> Int {
        var id = 0
        record { snapshot in
            snapshot.connectionsOpened += 1
            id = snapshot.connectionsOpened
        }
        return id
    }

    func received(_ request: RecordedRequest) {
        record { $0.requests.append(request) }
    }

    /// Notes that connection `id` closed; later notes for the same connection change nothing.
    func connectionClosed(_ id: Int) {
        record { $0.closedConnections.insert(id) }
    }
}
