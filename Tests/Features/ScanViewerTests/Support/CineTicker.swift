import TomoCore

/// Stands in for the cine timer: each `sleep` waits until the test calls `tick()`.
final class CineTicker: Sendable {
    private let ticks: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation
    private let requested = Locked<[Duration]>([])

    init() {
        (ticks, continuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
    }

    /// The durations the model asked to sleep, in order.
    var requestedSleeps: [Duration] { requested.withLock { $0 } }

    /// The `sleep` to give the model.
    var sleep: @Sendable (Duration) async throws -> Void {
        { [ticks, requested] duration in
            requested.withLock { $0.append(duration) }
            var iterator = ticks.makeAsyncIterator()
            guard await iterator.next() != nil else { throw CancellationError() }
            try Task.checkCancellation()
        }
    }

    /// Lets one waiting (or the next) sleep return.
    func tick() {
        continuation.yield()
    }
}
