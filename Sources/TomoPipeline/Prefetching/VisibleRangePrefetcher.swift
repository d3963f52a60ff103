import TomoCore

/// Keeps an image pipeline loading what a scrolling list shows, as `PrefetchRange`s describe it: work
/// for items that come into the range starts (visible ones first), work for items that stay is
/// re-prioritised, and work for items that leave is cancelled, so a fling from the top to row 60
/// stops the loads of the rows it passed: queued ones are never sent, transfers under way are dropped.
///
/// One mechanism for every scrolling screen (the image grid, the photo list): the screen's model
/// gives it the request of each item and reports the range, and reads what each load gave from
/// `outcomes`; a cell's image and the prefetch are one load.
public actor VisibleRangePrefetcher {
    /// What one item's load gave: the image, or why there is none. Loads cancelled because their item
    /// left the range give no outcome.
    public struct Outcome: Sendable {
        /// The item.
        public let index: Int
        /// The request the item's load was for (a model compares it with what the item wants now).
        public let request: ImageRequest
        public let result: Result<ImageResponse, any Error>
    }

    /// Every finished load's outcome, in the order they finish. One consumer reads it, for as long as
    /// the prefetcher lives.
    public nonisolated let outcomes: AsyncStream<Outcome>
    private let outcomeSink: AsyncStream<Outcome>.Continuation
    private let pipeline: ImagePipeline
    private let request: @Sendable (Int) -> ImageRequest?
    private var tasks: [Int: ImageTask] = [:]
    /// The range applied last.
    private var range: PrefetchRange?
    /// Ranges given and not yet applied: only the newest, with every item to reload since.
    private struct Mailbox {
        var range: PrefetchRange?
        var reloads: Set<Int> = []
        /// Counts the ranges given.
        var generation = 0
        var isDraining = false
    }

    private nonisolated let mailbox = Locked(Mailbox())
    private var appliedGeneration = 0
    private var appliedWaiters: [(generation: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// A prefetcher loading through `pipeline`; `request` gives the request of item `index` (nil: the item
    /// has nothing to load, say it already shows its image, or its load failed and waits for a retry).
    public init(pipeline: ImagePipeline, request: @escaping @Sendable (Int) -> ImageRequest?) {
        self.pipeline = pipeline
        self.request = request
        (outcomes, outcomeSink) = AsyncStream.makeStream()
    }

    deinit {
        outcomeSink.finish()
    }

    /// The items with work kept for them now.
    public var loadingIndices: Set<Int> { Set(tasks.keys) }

    /// The task loading item `index`, if the current range wants it.
    public func task(for index: Int) -> ImageTask? {
        tasks[index]
    }

    /// Moves the range without waiting: safe to call as often as the user scrolls. Ranges are applied
    /// in order, one at a time; one given while another is being applied supersedes it at once (the
    /// older stops starting its items), and ranges given meanwhile are skipped for the newest.
    /// `reloading` drops the loads kept for those items first, so that they start anew, asking `request`
    /// again (after a failure, or when their request changed).
    public nonisolated func move(to newRange: PrefetchRange, reloading: some Sequence<Int> = EmptyCollection()) {
        let startsDraining = mailbox.withLock { mailbox in
            mailbox.range = newRange
            mailbox.reloads.formUnion(reloading)
            mailbox.generation += 1
            defer { mailbox.isDraining = true }
            return !mailbox.isDraining
        }
        if startsDraining { Task { await drain() } }
    }

    /// Moves the range as `move(to:reloading:)` does and returns once it is applied (or superseded by
    /// one that is): cancels the work of items it no longer wants, re-prioritises the rest, and starts
    /// the items it newly wants, in `PrefetchRange.plan` order.
    public func update(_ newRange: PrefetchRange, reloading: some Sequence<Int> = EmptyCollection()) async {
        move(to: newRange, reloading: reloading)
        let generation = mailbox.withLock { $0.generation }
        guard appliedGeneration < generation else { return }
        await withCheckedContinuation { appliedWaiters.append((generation, $0)) }
    }

    /// Applies the ranges the mailbox receives, newest only, until it is empty.
    private func drain() async {
        while let (newRange, reloads, generation) = takeMail() {
            await apply(newRange, reloading: reloads, generation: generation)
            appliedGeneration = generation
            appliedWaiters.removeAll { waiter in
                guard waiter.generation <= generation else { return false }
                waiter.continuation.resume()
                return true
            }
        }
    }

    /// The newest range given and the items to reload, emptying the mailbox; nil (and draining ends)
    /// when it is empty.
    private func takeMail() -> (PrefetchRange, Set<Int>, Int)? {
        mailbox.withLock { mailbox in
            guard let range = mailbox.range else {
                mailbox.isDraining = false
                return nil
            }
            defer {
                mailbox.range = nil
                mailbox.reloads = []
            }
            return (range, mailbox.reloads, mailbox.generation)
        }
    }

    /// Whether no newer range has been given since the one of `generation`.
    private func isNewest(_ generation: Int) -> Bool {
        mailbox.withLock { $0.generation == generation }
    }

    private func apply(_ newRange: PrefetchRange, reloading reloads: Set<Int>, generation: Int) async {
        for index in reloads {
            tasks.removeValue(forKey: index)?.cancel()
        }
        let previous = range?.plan.map(\.index) ?? []
        range = newRange
        let plan = newRange.plan
        let wanted = Dictionary(plan.map { ($0.index, $0.priority) }, uniquingKeysWith: max)
        // Farthest first, each withdrawn before the next: the loads still queued are cancelled before the
        // transfers under way end and free their slots, so none of them starts on the way out.
        let leaving = tasks.keys.filter { wanted[$0] == nil }
            .sorted { (previous.firstIndex(of: $0) ?? .max) > (previous.firstIndex(of: $1) ?? .max) }
        for index in leaving {
            guard let task = tasks.removeValue(forKey: index) else { continue }
            await task.cancelAndWait()
        }
        for (index, priority) in plan {
            guard isNewest(generation) else { return }  // superseded while starting
            if let task = tasks[index] {
                await task.setPriority(priority)
                continue
            }
            guard var request = request(index) else { continue }
            request.priority = priority
            let task = await pipeline.imageTask(for: request)
            tasks[index] = task
            report(task, for: index)
        }
    }

    /// Cancels all work and forgets the ranges given (the screen has gone away, or reloads).
    public func stop() {
        mailbox.withLock { mailbox in
            mailbox.range = nil
            mailbox.reloads = []
            mailbox.generation += 1  // a range being applied stops starting items
        }
        range = nil
        for task in tasks.values { task.cancel() }
        tasks = [:]
    }

    /// Sends the outcome of `task` to `outcomes` when it finishes, unless it is cancelled.
    private nonisolated func report(_ task: ImageTask, for index: Int) {
        let sink = outcomeSink
        Task {
            let result: Result<ImageResponse, any Error>
            do {
                result = .success(try await task.response)
            } catch is CancellationError {
                return
            } catch {
                result = .failure(error)
            }
            sink.yield(Outcome(index: index, request: task.request, result: result))
        }
    }
}
