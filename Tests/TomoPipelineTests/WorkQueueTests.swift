import Testing
import TomoCore
@testable import TomoPipeline

/// Ordering of the queue that bounds transfers and decodes. A gate holds the running operation so the
/// rest line up; operations record the order they start in.
@Suite struct WorkQueueTests {
    private final class Log: Sendable {
        let started = Locked<[String]>([])
        func append(_ name: String) { started.withLock { $0.append(name) } }
    }

    /// Occupies the queue's only slot until `open` is called.
    private func occupy(_ queue: WorkQueue) async -> (open: @Sendable () -> Void, task: Task<Void, any Error>) {
        let (gate, opener) = AsyncStream<Void>.makeStream()
        let (started, signal) = AsyncStream<Void>.makeStream()
        let task = Task {
            try await queue.run(id: 0, priority: .visible) {
                signal.yield()
                for await _ in gate { break }
            }
        }
        for await _ in started { break }
        return ({ opener.yield() }, task)
    }

    /// Enqueues `name` and returns once it waits in the queue.
    private func enqueue(_ name: String, id: UInt64, priority: ImagePriority, on queue: WorkQueue, log: Log) async -> Task<Void, any Error> {
        let waitingBefore = queue.load.waiting
        let task = Task { try await queue.run(id: id, priority: priority) { log.append(name) } }
        await queue.waitUntilWaiting(atLeast: waitingBefore + 1)
        return task
    }

    /// Ids are the order jobs were made in; their tasks may reach the queue in another.
    @Test func startsHighestPriorityFirstAndLowestIDWithinAPriority() async throws {
        let queue = WorkQueue(limit: 1)
        let log = Log()
        let (open, running) = await occupy(queue)
        let tasks = [
            await enqueue("prefetch-2", id: 3, priority: .prefetch, on: queue, log: log),
            await enqueue("normal-1", id: 2, priority: .normal, on: queue, log: log),
            await enqueue("prefetch-1", id: 1, priority: .prefetch, on: queue, log: log),
            await enqueue("visible", id: 4, priority: .visible, on: queue, log: log),
            await enqueue("normal-2", id: 5, priority: .normal, on: queue, log: log),
            await enqueue("prefetch-3", id: 6, priority: .prefetch, on: queue, log: log),
        ]
        open()
        try await running.value
        for task in tasks { try await task.value }
        #expect(log.started.withLock { $0 } == ["visible", "normal-1", "normal-2", "prefetch-1", "prefetch-2", "prefetch-3"])
    }

    @Test func raisingAPriorityMovesAWaitingOperationAhead() async throws {
        let queue = WorkQueue(limit: 1)
        let log = Log()
        let (open, running) = await occupy(queue)
        let first = await enqueue("a", id: 1, priority: .normal, on: queue, log: log)
        let second = await enqueue("b", id: 2, priority: .prefetch, on: queue, log: log)
        let third = await enqueue("c", id: 3, priority: .prefetch, on: queue, log: log)
        queue.setPriority(.visible, forID: 2)
        queue.setPriority(.visible, forID: 3)
        queue.setPriority(.normal, forID: 2)
        open()
        try await running.value
        for task in [first, second, third] { try await task.value }
        #expect(log.started.withLock { $0 } == ["c", "a", "b"], "moved down again, b goes after a by its id")
    }

    @Test func cancellingAWaitingOperationRemovesItWithoutRunningIt() async throws {
        let queue = WorkQueue(limit: 1)
        let log = Log()
        let (open, running) = await occupy(queue)
        let cancelled = await enqueue("cancelled", id: 1, priority: .visible, on: queue, log: log)
        let kept = await enqueue("kept", id: 2, priority: .normal, on: queue, log: log)
        cancelled.cancel()
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        open()
        try await running.value
        try await kept.value
        #expect(log.started.withLock { $0 } == ["kept"])
        #expect(queue.load.running == 0)
    }

    @Test func runIfFreeRunsAtOnceInAFreeSlotAndNeverPastTheLimitOrTheLine() async throws {
        let queue = WorkQueue(limit: 1)
        let log = Log()
        #expect(queue.runIfFree { 7 } == 7)
        #expect(queue.load == (0, 0), "the slot is freed")
        let (open, running) = await occupy(queue)
        #expect(queue.runIfFree { log.append("past the limit") } == nil)
        let waiting = await enqueue("waiting", id: 1, priority: .prefetch, on: queue, log: log)
        open()
        try await running.value
        try await waiting.value
        #expect(queue.runIfFree { log.append("after") } != nil)
        #expect(log.started.withLock { $0 } == ["waiting", "after"])
    }

    @Test func neverRunsMoreThanTheLimit() async throws {
        let queue = WorkQueue(limit: 3)
        let peak = Locked((current: 0, maximum: 0))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for id in 0..<40 {
                group.addTask {
                    try await queue.run(id: UInt64(id), priority: .normal) {
                        peak.withLock { $0.current += 1; $0.maximum = max($0.maximum, $0.current) }
                        await Task.yield()
                        peak.withLock { $0.current -= 1 }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(peak.withLock { $0.maximum } <= 3)
        #expect(queue.load == (0, 0))
    }
}
