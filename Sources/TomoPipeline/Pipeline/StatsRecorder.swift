import TomoCore

/// The pipeline's running counters, updated from any thread.
final class StatsRecorder: Sendable {
    private let stats = Locked(PipelineStats())

    func record(_ update: (inout PipelineStats) -> Void) {
        stats.withLock(update)
    }

    var snapshot: PipelineStats {
        stats.withLock { $0 }
    }
}
