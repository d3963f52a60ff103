import Foundation
import TomoCore

/// A child process's exit status, once it has ended, for any number of waits: each wait is woken by the exit, or
/// gives up after its own time without ending the others (as one consumer of an `AsyncStream` would).
final class ExitWatch: Sendable {
    private struct State {
        var status: Int32?
        var waiting: [UUID: CheckedContinuation<Int32?, Never>] = [:]
    }

    private let state = Locked(State())

    /// Records the exit status and wakes every wait.
    func ended(with status: Int32) {
        let waiting = state.withLock { state in
            state.status = status
            defer { state.waiting = [:] }
            return state.waiting
        }
        for continuation in waiting.values { continuation.resume(returning: status) }
    }

    /// The exit status, at once if it has ended, else once it ends; nil if it has not within `timeout`.
    func status(within timeout: Duration) async -> Int32? {
        await withTaskGroup(of: Int32?.self) { group in
            group.addTask { await self.status() }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    /// The exit status once it has ended; nil if the task is cancelled first.
    private func status() async -> Int32? {
        let id = UUID()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Int32?, Never>) in
                let known: Int32?? = state.withLock { state in
                    if let status = state.status { return .some(status) }
                    if Task.isCancelled { return .some(nil) }
                    state.waiting[id] = continuation
                    return .none
                }
                if let known { continuation.resume(returning: known) }
            }
        } onCancel: {
            state.withLock { $0.waiting.removeValue(forKey: id) }?.resume(returning: nil)
        }
    }
}
