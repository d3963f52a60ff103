import Dispatch
import TomoCore

/// At most `limit` requests per host in AsyncHTTPClient's connection pool at once; the others wait here,
/// first come first served, for as long as their task lets them.
///
/// AsyncHTTPClient fails a request that waits for a pooled connection longer than its connect timeout
/// (`getConnectionFromPoolTimeout`, after 10 s by default), however long the request itself may take: a
/// request queued behind slow transfers failed although nothing was wrong. Waiting here instead leaves
/// only the request's own timeout and its task's cancellation to end the wait.
///
/// A lock rather than an actor: a cancelled waiter is taken out in the synchronous cancellation handler.
final class HostSlots: Sendable {
    private struct Waiter {
        let id: UInt64
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct Host {
        var inUse = 0
        var waiters: [Waiter] = []
    }

    private struct State {
        var hosts: [String: Host] = [:]
        var nextID: UInt64 = 0
    }

    private let limit: Int
    private let state = Locked(State())

    /// Slots for `limit` requests at once per host (at least one).
    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Runs `body` holding one of `host`'s slots, waiting for one first if all are taken, at most until
    /// `deadline`.
    /// - Throws: `CancellationError` if the task is cancelled while it waits; `TimedOut` if the deadline
    ///   passes first; whatever `body` throws.
    func withSlot<T: Sendable>(
        for host: String, until deadline: DispatchTime?, _ body: () async throws -> T
    ) async throws -> T {
        try await acquire(host, until: deadline)
        defer { release(host) }
        return try await body()
    }

    /// The deadline passed while the request waited for a slot.
    struct TimedOut: Error {}

    private func acquire(_ host: String, until deadline: DispatchTime?) async throws {
        let id = state.withLock { state in
            defer { state.nextID &+= 1 }
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                // Cancellation sets the flag before its handler runs, and the handler takes the lock: either
                // the flag is seen here, or the handler finds the waiter appended.
                let outcome: Result<Void, any Error>? = state.withLock { state in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if state.hosts[host, default: Host()].inUse < limit, state.hosts[host]?.waiters.isEmpty != false {
                        state.hosts[host, default: Host()].inUse += 1
                        return .success(())
                    }
                    state.hosts[host, default: Host()].waiters.append(Waiter(id: id, continuation: continuation))
                    return nil
                }
                if let outcome { return continuation.resume(with: outcome) }
                if let deadline {
                    DispatchQueue.global().asyncAfter(deadline: deadline) { [self] in
                        removeWaiter(id, from: host)?.continuation.resume(throwing: TimedOut())
                    }
                }
            }
        } onCancel: {
            removeWaiter(id, from: host)?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Takes waiter `id` out of `host`'s line; nil if it is no longer there (it got a slot, or gave up).
    private func removeWaiter(_ id: UInt64, from host: String) -> Waiter? {
        state.withLock { state in
            guard let index = state.hosts[host]?.waiters.firstIndex(where: { $0.id == id }) else { return nil }
            return state.hosts[host]?.waiters.remove(at: index)
        }
    }

    /// Hands the slot to the first waiter, or frees it.
    private func release(_ host: String) {
        let next = state.withLock { state -> Waiter? in
            guard var entry = state.hosts[host] else { return nil }
            defer { state.hosts[host] = entry.inUse == 0 && entry.waiters.isEmpty ? nil : entry }
            if entry.waiters.isEmpty {
                entry.inUse -= 1
                return nil
            }
            return entry.waiters.removeFirst()
        }
        next?.continuation.resume()
    }
}
