import TomoCore

/// Stands in for the cine timer: each `sleep` waits until the test calls `tick()`, and the test can ask
/// how each sleep ended.
final class CineTicker: Sendable {
    /// How a sleep ended: by a tick (the cine goes on to the next frame), or cancelled (it stops).
    enum Ending: Sendable, Equatable {
        case ticked, cancelled
    }

    private struct State {
        var requested: [Duration] = []
        var endings: [Ending] = []
        /// Tests waiting for the end of sleep number `key` (1-based).
        var waiting: [Int: [CheckedContinuation<Ending, Never>]] = [:]
    }

    private let ticks: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation
    private let state = Locked(State())

    init() {
        (ticks, continuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
    }

    /// The durations the model asked to sleep, in order.
    var requestedSleeps: [Duration] { state.withLock { $0.requested } }

    /// The `sleep` to give the model.
    var sleep: @Sendable (Duration) async throws -> Void {
        { [ticks, state] duration in
            state.withLock { $0.requested.append(duration) }
            var iterator = ticks.makeAsyncIterator()
            let ticked = await iterator.next() != nil && !Task.isCancelled
            let waiters = state.withLock { state in
                state.endings.append(ticked ? .ticked : .cancelled)
                return state.waiting.removeValue(forKey: state.endings.count) ?? []
            }
            waiters.forEach { $0.resume(returning: ticked ? .ticked : .cancelled) }
            guard ticked else { throw CancellationError() }
        }
    }

    /// Lets one waiting (or the next) sleep return.
    func tick() {
        continuation.yield()
    }

    /// How sleep number `number` (1-based) ended, once it has.
    func ending(ofSleep number: Int) async -> Ending {
        await withCheckedContinuation { waiter in
            let ended: Ending? = state.withLock { state in
                guard state.endings.count < number else { return state.endings[number - 1] }
                state.waiting[number, default: []].append(waiter)
                return nil
            }
            if let ended { waiter.resume(returning: ended) }
        }
    }
}
