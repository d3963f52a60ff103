/// Runs operations with at most `limit` at a time, starting waiting ones highest priority first
/// (first come, first served within a priority). A waiting operation's priority can change.
///
/// Used twice by the pipeline: once for transfers, once for decoding.
actor WorkQueue {
    private struct Entry {
        var priority: ImagePriority
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let limit: Int
    private var running = 0
    private var entries: [UInt64: Entry] = [:]
    /// FIFO lines of ids per priority (indexed by raw value). Ids whose entry is gone or has moved
    /// to another line are skipped when they reach the front.
    private var lines: [[UInt64]] = Array(repeating: [], count: ImagePriority.allCases.count)
    private var fronts: [Int] = Array(repeating: 0, count: ImagePriority.allCases.count)
    /// Callers of `waitUntilWaiting(atLeast:)`, with the count each waits for.
    private var waitingWatchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// How many operations are running and how many wait.
    var load: (running: Int, waiting: Int) { (running, entries.count) }

    /// Waits for a slot, runs `operation` off this actor, and frees the slot.
    /// - Throws: `CancellationError` if the task is cancelled while waiting; whatever `operation` throws.
    func run<T: Sendable>(
        id: UInt64, priority: ImagePriority, _ operation: @Sendable () async throws -> T
    ) async throws -> T {
        try await acquire(id: id, priority: priority)
        defer { release() }
        try Task.checkCancellation()
        return try await operation()
    }

    /// Returns once at least `count` operations wait for a slot (at once if they do): for tests that
    /// must know an operation is queued before they go on.
    func waitUntilWaiting(atLeast count: Int) async {
        guard entries.count < count else { return }
        await withCheckedContinuation { waitingWatchers.append((count, $0)) }
    }

    /// Moves a waiting operation to another priority's line; no effect once it runs.
    func setPriority(_ priority: ImagePriority, forID id: UInt64) {
        guard let entry = entries[id], entry.priority != priority else { return }
        entries[id]?.priority = priority
        lines[priority.rawValue].append(id)
    }

    private func acquire(id: UInt64, priority: ImagePriority) async throws {
        if running < limit, entries.isEmpty {
            running += 1
            return
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                entries[id] = Entry(priority: priority, continuation: continuation)
                lines[priority.rawValue].append(id)
                notifyWaitingWatchers()
                // Free slots with others waiting: possible only when every waiter was just cancelled.
                startWaiting()
            }
        } onCancel: {
            Task { await self.cancelWaiting(id: id) }
        }
    }

    private func notifyWaitingWatchers() {
        let waiting = entries.count
        waitingWatchers.removeAll { watcher in
            guard watcher.count <= waiting else { return false }
            watcher.continuation.resume()
            return true
        }
    }

    private func release() {
        running -= 1
        startWaiting()
    }

    private func cancelWaiting(id: UInt64) {
        entries.removeValue(forKey: id)?.continuation.resume(throwing: CancellationError())
    }

    private func startWaiting() {
        while running < limit, let id = popHighest() {
            running += 1
            entries.removeValue(forKey: id)?.continuation.resume()
        }
    }

    private func popHighest() -> UInt64? {
        for level in lines.indices.reversed() {
            while fronts[level] < lines[level].count {
                let id = lines[level][fronts[level]]
                fronts[level] += 1
                if entries[id]?.priority.rawValue == level { return id }
            }
            lines[level].removeAll(keepingCapacity: true)
            fronts[level] = 0
        }
        return nil
    }
}
