import Foundation
import TomoCore

/// An import's files read ahead of its writing: one worker per core on the blocking-work threads takes the
/// files in order, one at a time, while the database writes the batches already read; at most `lookahead`
/// batches wait to be written (what bounds the headers held). Reading never waits for a batch's write to
/// end, nor a write for a whole next batch's reading to start: on two cores the readers fill the time
/// the writer leaves.
final class ImportReadAhead: @unchecked Sendable {
    private let items: [ImportListing.Item]
    private let known: [String: FileRead.Known]
    private let options: ImportOptions
    private let batchSize: Int
    private let lookahead: Int
    /// How many batches the files make.
    let batchCount: Int

    /// Guards everything below; workers wait on it for room.
    private let condition = NSCondition()
    private var reads: [FileRead?]
    private var nextIndex = 0
    private var doneInBatch: [Int]
    /// The first batch not yet taken by the writer: files from `(taken + lookahead) × batchSize` on wait.
    private var taken = 0
    private var isStopped = false
    private var waiter: (batch: Int, continuation: CheckedContinuation<[FileRead], Never>)?

    /// Reads `items` (of which `known` says what the library holds) as `options` says, in batches of
    /// `batchSize`, at most `lookahead` of them ahead of the writer.
    init(items: [ImportListing.Item], known: [String: FileRead.Known], options: ImportOptions, batchSize: Int, lookahead: Int = 4) {
        self.items = items
        self.known = known
        self.options = options
        self.batchSize = batchSize
        self.lookahead = lookahead
        reads = Array(repeating: nil, count: items.count)
        batchCount = (items.count + batchSize - 1) / batchSize
        doneInBatch = Array(repeating: 0, count: batchCount)
    }

    /// Starts the workers, one per core; each ends when every file is read or ``stop()`` is called.
    func start() -> [Task<Void, Never>] {
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, items.count))
        return (0..<workers).map { _ in
            Task { _ = try? await BlockingWork.run { self.work() } }
        }
    }

    /// Batch `index`'s files as read, in their order, once all are (batches are taken in order); room is
    /// then made for the batch `lookahead` after it.
    func batch(_ index: Int) async -> [FileRead] {
        await withCheckedContinuation { continuation in
            condition.lock()
            taken = index + 1
            condition.broadcast()
            if let ready = takeIfRead(index) {
                condition.unlock()
                continuation.resume(returning: ready)
            } else {
                waiter = (index, continuation)
                condition.unlock()
            }
        }
    }

    /// Stops the workers after the file each is reading.
    func stop() {
        condition.lock()
        isStopped = true
        condition.broadcast()
        condition.unlock()
    }

    /// Reads files until none is left or the readers are stopped. Blocks.
    private func work() {
        while let index = claim() {
            let item = items[index]
            let read = FileRead.read(item, known: known[item.path], options: options)
            condition.lock()
            reads[index] = read
            let batch = index / batchSize
            doneInBatch[batch] += 1
            var resumed: (CheckedContinuation<[FileRead], Never>, [FileRead])?
            if let waiter, waiter.batch == batch, let ready = takeIfRead(batch) {
                resumed = (waiter.continuation, ready)
                self.waiter = nil
            }
            condition.unlock()
            if let (continuation, ready) = resumed { continuation.resume(returning: ready) }
        }
    }

    /// The next file to read, once it is within the lookahead; nil when none is left or stopped.
    private func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !isStopped, nextIndex < items.count, nextIndex >= (taken + lookahead) * batchSize {
            condition.wait()
        }
        guard !isStopped, nextIndex < items.count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    /// Batch `index`'s reads when all are in, released from `reads`. Call with the condition locked.
    private func takeIfRead(_ index: Int) -> [FileRead]? {
        let range = index * batchSize..<min((index + 1) * batchSize, items.count)
        guard doneInBatch[index] == range.count else { return nil }
        defer { for position in range { reads[position] = nil } }
        return reads[range].compactMap { $0 }
    }
}
