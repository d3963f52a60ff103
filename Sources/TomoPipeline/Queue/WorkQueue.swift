/// Runs operations with at most `limit` at a time, starting waiting ones highest priority first and,
/// within a priority, lowest id first. The pipeline numbers its jobs as they are made, so loads start in
/// the order they were asked for even when their tasks reach the queue in another (tasks started one
/// after another may run in any order). A waiting operation's priority can change.
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
    /// The waiting ids of each priority (indexed by raw value), highest id first: the next to start is
    /// the last of the highest priority's line.
    private var lines: [[UInt64]] = Array(repeating: [], count: ImagePriority.allCases.count)
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
        removeFromLine(id, priority: entry.priority)
        insertIntoLine(id, priority: priority)
    }

    private func acquire(id: UInt64, priority: ImagePriority) async throws {
        if running < limit, entries.isEmpty {
            running += 1
            return
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                entries[id] = Entry(priority: priority, continuation: continuation)
                insertIntoLine(id, priority: priority)
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
        guard let entry = entries.removeValue(forKey: id) else { return }
        removeFromLine(id, priority: entry.priority)
        entry.continuation.resume(throwing: CancellationError())
    }

    private func startWaiting() {
        while running < limit, let id = popHighest() {
            running += 1
            entries.removeValue(forKey: id)?.continuation.resume()
        }
    }

    private func popHighest() -> UInt64? {
        for level in lines.indices.reversed() {
            if let id = lines[level].popLast() { return id }
        }
        return nil
    }

    private func insertIntoLine(_ id: UInt64, priority: ImagePriority) {
        lines[priority.rawValue].insert(id, at: position(of: id, in: lines[priority.rawValue]))
    }

    private func removeFromLine(_ id: UInt64, priority: ImagePriority) {
        let line = lines[priority.rawValue], index = position(of: id, in: line)
        if index < line.endIndex, line[index] == id { lines[priority.rawValue].remove(at: index) }
    }

    /// Where `id` is, or belongs, in `line` (sorted highest first): the first index whose id is not higher.
    private func position(of id: UInt64, in line: [UInt64]) -> Int {
        var low = 0, high = line.count
        while low < high {
            let middle = (low + high) / 2
            if line[middle] > id { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
