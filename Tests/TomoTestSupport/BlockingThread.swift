import Dispatch
import Foundation

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

/// Runs CPU-heavy checking (decoding a corpus of images, comparing millions of values) on a thread of its
/// own at the lowest scheduling priority (nice 19): on two cores it takes the time the tests beside it leave,
/// never theirs (DICOM peers with timeouts among them). The work may not record issues: return what to check.
public func onLowPriorityThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        let thread = Thread {
            #if os(Linux)
            // On Linux, `who` 0 is the calling thread alone (each thread has a nice value of its own).
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
            #endif
            continuation.resume(returning: work())
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
}
