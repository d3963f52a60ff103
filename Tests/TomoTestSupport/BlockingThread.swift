import Dispatch

/// Runs blocking work (reading a pipe, waiting for a process, polling a file) on a Dispatch thread,
/// never on Swift's cooperative pool: on a two-core machine that pool has two threads, and blocking
/// them stalls every other test, including the in-process servers the blocked work may be waiting for.
public func onBlockingThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
    }
}

/// `onBlockingThread` for work that cannot fail.
public func onBlockingThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(returning: work()) }
    }
}
