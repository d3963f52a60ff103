import Dispatch

/// Runs CPU-bound or blocking work (decoding, rendering, disk reads) on threads of its own, never on
/// Swift's cooperative pool: the pool has one thread per core, and a few decodes or renders on it would
/// hold up every actor and task of the process meanwhile (the pipeline's bookkeeping, a screen's
/// prefetcher reacting to a fling, the server's other requests). The caller bounds how much runs at once.
public enum BlockingWork {
    private static let queue = DispatchQueue(label: "tomo.blocking-work", qos: .userInitiated, attributes: .concurrent)

    /// The result of `body`, run on the blocking-work threads.
    public static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Result(catching: body)) }
        }
    }
}
