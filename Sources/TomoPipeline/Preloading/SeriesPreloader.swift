import TomoCore

/// Loads every slice of a series, reporting progress: into the pipeline's caches, or wherever the
/// series source keeps what it loads (a volume).
///
/// Slices keep their series order in `states` whatever order they load in. Loading starts at one
/// slice and walks outward (`StackPrefetchOrder`); `focus(on:)` re-centres what is still waiting
/// on the slice the user moved to. A failed slice is kept as failed, never stops the rest, and
/// `retryFailed` loads it again. The preloader holds no images itself.
public final class SeriesPreloader: Sendable {
    private struct State {
        var states: [SliceLoadState]
        var queue: [Int] = []
        var progress: PreloadProgress
    }

    /// How many slices the series has.
    public let count: Int
    private let load: @Sendable (Int) async throws -> Int
    private let concurrency: Int
    private let state: Locked<State>

    /// A preloader of `count` slices, each loaded by `load`, which returns the bytes it read.
    /// - Parameter concurrency: loads at once.
    public init(count: Int, concurrency: Int, load: @escaping @Sendable (Int) async throws -> Int) {
        self.count = max(0, count)
        self.load = load
        self.concurrency = max(1, concurrency)
        state = Locked(State(
            states: Array(repeating: .pending, count: self.count),
            progress: PreloadProgress(total: self.count)))
    }

    /// A preloader of one image per slice into `pipeline`'s caches, `requests` in series order.
    /// - Parameter concurrency: loads at once; by default enough to keep the pipeline's transfers busy.
    public convenience init(pipeline: ImagePipeline, requests: [ImageRequest], concurrency: Int? = nil) {
        self.init(
            count: requests.count, concurrency: concurrency ?? pipeline.configuration.maximumConcurrentTransfers + 2
        ) { index in
            try await pipeline.response(for: requests[index]).byteCount
        }
    }

    /// Every slice's state, in series order.
    public var states: [SliceLoadState] { state.withLock { $0.states } }

    public var progress: PreloadProgress { state.withLock { $0.progress } }

    /// Loads every pending slice, starting at `index` and walking outward; returns when each has
    /// loaded or failed, or when the calling task is cancelled (unfinished slices go back to pending).
    /// `onProgress` is called after each slice, from any thread.
    public func run(from index: Int = 0, onProgress: @escaping @Sendable (PreloadProgress) -> Void = { _ in }) async {
        enqueue(where: { if case .pending = $0 { true } else { false } }, around: index)
        await drain(onProgress: onProgress)
    }

    /// Loads the failed slices again, nearest to `index` first.
    public func retryFailed(around index: Int = 0, onProgress: @escaping @Sendable (PreloadProgress) -> Void = { _ in }) async {
        state.withLock { state in
            for slice in state.states.indices where state.states[slice].error != nil {
                state.states[slice] = .pending
                state.progress.failed -= 1
            }
        }
        await run(from: index, onProgress: onProgress)
    }

    /// Moves the slices still waiting so the nearest to `index` load first.
    public func focus(on index: Int) {
        state.withLock { state in
            let waiting = Set(state.queue)
            state.queue = StackPrefetchOrder(center: index, count: count).filter { waiting.contains($0) }.reversed()
        }
    }

    private func enqueue(where isWanted: (SliceLoadState) -> Bool, around index: Int) {
        state.withLock { state in
            let queued = Set(state.queue)
            let order = StackPrefetchOrder(center: index, count: count)
                .filter { isWanted(state.states[$0]) || queued.contains($0) }
            // Stored reversed, so the next slice is popped from the end in O(1).
            state.queue = order.reversed()
        }
    }

    private func drain(onProgress: @escaping @Sendable (PreloadProgress) -> Void) async {
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<concurrency {
                group.addTask { await self.work(onProgress: onProgress) }
            }
        }
    }

    private func work(onProgress: @Sendable (PreloadProgress) -> Void) async {
        while !Task.isCancelled, let index = takeNext() {
            let outcome: SliceLoadState
            do {
                outcome = .loaded(byteCount: try await load(index))
            } catch is CancellationError {
                state.withLock { $0.states[index] = .pending }
                return
            } catch {
                outcome = .failed(error)
            }
            onProgress(record(outcome, at: index))
        }
    }

    private func takeNext() -> Int? {
        state.withLock { state in
            while let index = state.queue.popLast() {
                if case .pending = state.states[index] {
                    state.states[index] = .loading
                    return index
                }
            }
            return nil
        }
    }

    private func record(_ outcome: SliceLoadState, at index: Int) -> PreloadProgress {
        state.withLock { state in
            state.states[index] = outcome
            switch outcome {
            case .loaded(let byteCount):
                state.progress.completed += 1
                state.progress.bytes += byteCount
            case .failed:
                state.progress.failed += 1
            case .pending, .loading:
                break
            }
            return state.progress
        }
    }
}
