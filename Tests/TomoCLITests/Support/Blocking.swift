import Dispatch

/// Runs blocking work (reading a pipe to its end, waiting for a process) on a Dispatch thread, never
/// on Swift's cooperative pool: on a two-core machine that pool has two threads, and blocking them
/// would stall the in-process test servers the child processes are talking to.
func onBlockingThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(returning: work()) }
    }
}
