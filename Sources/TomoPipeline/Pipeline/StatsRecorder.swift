import TomoCore

/// The pipeline's running counters, updated from any thread; callers can wait for them to reach a state.
final class StatsRecorder: Sendable {
    private struct State {
        var stats = PipelineStats()
        var watchers: [(condition: @Sendable (PipelineStats) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
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
    /// satisfies it.
    func waitUntil(_ condition: @escaping @Sendable (PipelineStats) -> Bool) async {
        await withCheckedContinuation { continuation in
            let satisfied = state.withLock { state in
                state.watchers.append((condition, continuation))
                return Self.takeSatisfied(&state)
            }
            satisfied.forEach { $0.resume() }
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
