import TomoCore

/// Runs operations with at most `limit` at a time, starting waiting ones highest priority first and,
/// within a priority, lowest id first. The pipeline numbers its jobs as they are made, so loads start in
/// the order they were asked for even when their tasks reach the queue in another (tasks started one
/// after another may run in any order). A waiting operation's priority can change.
///
/// Used twice by the pipeline: once for transfers, once for decoding. Not an actor: a free slot is taken
/// under a lock on the caller's thread, so an operation that need not wait starts without a hand-off to
/// another executor and back (15–24 µs each on a loaded two-core machine, for a disk hit of 70–150 µs).
final class WorkQueue: Sendable {
    fileprivate struct Entry {
        var priority: ImagePriority
        let continuation: CheckedContinuation<Void, any Error>
    }

    fileprivate struct State {
        let limit: Int
        var running = 0
        var entries: [UInt64: Entry] = [:]
        /// The waiting ids of each priority (indexed by raw value), highest id first: the next to start is
        /// the last of the highest priority's line.
        var lines: [[UInt64]] = Array(repeating: [], count: ImagePriority.allCases.count)
        /// Callers of `waitUntilWaiting(atLeast:)`, with the count each waits for.
        var waitingWatchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    /// What a change of state lets go on, resumed once the lock is released.
    private struct Resumed {
        var watchers: [CheckedContinuation<Void, Never>] = []
        var started: [Entry]

        func resumeAll() {
            watchers.forEach { $0.resume() }
            started.forEach { $0.continuation.resume() }
        }
    }

    private let state: Locked<State>

    init(limit: Int) {
        state = Locked(State(limit: max(1, limit)))
    }

    /// How many operations are running and how many wait.
    var load: (running: Int, waiting: Int) {
        state.withLock { ($0.running, $0.entries.count) }
    }

    /// Waits for a slot, runs `operation`, and frees the slot.
    /// - Throws: `CancellationError` if the task is cancelled while waiting; whatever `operation` throws.
    func run<T: Sendable>(
        id: UInt64, priority: ImagePriority, _ operation: () async throws -> T
    ) async throws -> T {
        try await acquire(id: id, priority: priority)
        defer { release() }
        try Task.checkCancellation()
        return try await operation()
    }

    /// Runs `operation` at once in a free slot, on the caller's thread; nil, running nothing, when every slot
    /// is taken or operations wait for one (they go first).
    func runIfFree<T>(_ operation: () throws -> T) rethrows -> T? {
        guard takeFreeSlot() else { return nil }
        defer { release() }
        return try operation()
    }

    /// Returns once at least `count` operations wait for a slot (at once if they do): for tests that
    /// must know an operation is queued before they go on.
    func waitUntilWaiting(atLeast count: Int) async {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state in
                guard state.entries.count < count else { return true }
                state.waitingWatchers.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// Moves a waiting operation to another priority's line; no effect once it runs.
    func setPriority(_ priority: ImagePriority, forID id: UInt64) {
        state.withLock { state in
            guard let entry = state.entries[id], entry.priority != priority else { return }
            state.entries[id]?.priority = priority
            state.removeFromLine(id, priority: entry.priority)
            state.insertIntoLine(id, priority: priority)
        }
    }

    /// Takes a slot if one is free and nothing waits for it.
    private func takeFreeSlot() -> Bool {
        state.withLock { state in
            guard state.running < state.limit, state.entries.isEmpty else { return false }
            state.running += 1
            return true
        }
    }

    private func acquire(id: UInt64, priority: ImagePriority) async throws {
        if takeFreeSlot() { return }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                // A cancellation sets the task's flag before its handler looks for the entry: either the
                // flag is seen here, or the handler finds the entry and resumes it.
                let resumed = state.withLock { state -> Resumed? in
                    guard !Task.isCancelled else { return nil }
                    state.entries[id] = Entry(priority: priority, continuation: continuation)
                    state.insertIntoLine(id, priority: priority)
                    // Free slots with others waiting: possible only when every waiter was just cancelled.
                    return Resumed(watchers: state.satisfiedWatchers(), started: state.startWaiting())
                }
                guard let resumed else { return continuation.resume(throwing: CancellationError()) }
                resumed.resumeAll()
            }
        } onCancel: {
            cancelWaiting(id: id)
        }
    }

    private func release() {
        let started = state.withLock { state in
            state.running -= 1
            return state.startWaiting()
        }
        Resumed(started: started).resumeAll()
    }

    private func cancelWaiting(id: UInt64) {
        let entry = state.withLock { state -> Entry? in
            guard let entry = state.entries.removeValue(forKey: id) else { return nil }
            state.removeFromLine(id, priority: entry.priority)
            return entry
        }
        entry?.continuation.resume(throwing: CancellationError())
    }
}

extension WorkQueue.State {
    /// Takes the waiting operations that free slots can start, marking them running.
    fileprivate mutating func startWaiting() -> [WorkQueue.Entry] {
        var started: [WorkQueue.Entry] = []
        while running < limit, let id = popHighest() {
            running += 1
            if let entry = entries.removeValue(forKey: id) { started.append(entry) }
        }
        return started
    }

    /// Takes the watchers whose count of waiting operations is reached.
    fileprivate mutating func satisfiedWatchers() -> [CheckedContinuation<Void, Never>] {
        let waiting = entries.count
        var satisfied: [CheckedContinuation<Void, Never>] = []
        waitingWatchers.removeAll { watcher in
            guard watcher.count <= waiting else { return false }
            satisfied.append(watcher.continuation)
            return true
        }
        return satisfied
    }

    private mutating func popHighest() -> UInt64? {
        for level in lines.indices.reversed() {
            if let id = lines[level].popLast() { return id }
        }
        return nil
    }

    fileprivate mutating func insertIntoLine(_ id: UInt64, priority: ImagePriority) {
        lines[priority.rawValue].insert(id, at: position(of: id, in: lines[priority.rawValue]))
    }

    fileprivate mutating func removeFromLine(_ id: UInt64, priority: ImagePriority) {
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
