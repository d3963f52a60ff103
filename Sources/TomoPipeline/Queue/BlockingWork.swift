import Dispatch

/// Runs CPU-bound or blocking work (decoding, disk reads) on threads of its own, never on Swift's
/// cooperative pool: the pool has one thread per core, and a few decodes on it would hold up every actor
/// and task meanwhile (the pipeline's bookkeeping, a screen's prefetcher reacting to a fling). The
/// caller bounds how much runs at once (`WorkQueue`).
enum BlockingWork {
    private static let queue = DispatchQueue(label: "tomo.pipeline.blocking", qos: .userInitiated, attributes: .concurrent)

    /// The result of `body`, run on the blocking-work threads.
    static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Result(catching: body)) }
        }
    }
}
