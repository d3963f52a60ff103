import TomoCore

/// The pipeline's running counters, updated from any thread; callers can wait for them to reach a state.
final class StatsRecorder: Sendable {
    private struct State {
        var stats = PipelineStats()
        var watchers: [(id: Int, condition: @Sendable (PipelineStats) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
        var lastWatcherID = 0
    }

    private let state = Locked(State())

    func record(_ update: (inout PipelineStats) -> Void) {
        let satisfied = state.withLock { state in
            update(&state.stats)
            return Self.takeSatisfied(&state)
        }
        satisfied.forEach { $0.resume() }
    }

    var snapshot: PipelineStats {
        state.withLock { $0.stats }
    }

    /// Returns once the counters satisfy `condition` (at once if they do), woken by the update that
    /// satisfies it, or once the calling task is cancelled.
    func waitUntil(_ condition: @escaping @Sendable (PipelineStats) -> Bool) async {
        let id = state.withLock { state in
            state.lastWatcherID += 1
            return state.lastWatcherID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let satisfied = state.withLock { state in
                    let always: @Sendable (PipelineStats) -> Bool = { _ in true }
                    state.watchers.append((id, Task.isCancelled ? always : condition, continuation))
                    return Self.takeSatisfied(&state)
                }
                satisfied.forEach { $0.resume() }
            }
        } onCancel: {
            let cancelled = state.withLock { state in
                let index = state.watchers.firstIndex { $0.id == id }
                return index.map { state.watchers.remove(at: $0).continuation }
            }
            cancelled?.resume()
        }
    }

    private static func takeSatisfied(_ state: inout State) -> [CheckedContinuation<Void, Never>] {
        guard !state.watchers.isEmpty else { return [] }
        let stats = state.stats
        var satisfied: [CheckedContinuation<Void, Never>] = []
        state.watchers.removeAll { watcher in
            guard watcher.condition(stats) else { return false }
            satisfied.append(watcher.continuation)
            return true
        }
        return satisfied
    }
}
