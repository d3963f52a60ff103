import TomoPipeline

extension SeriesPreloader {
    /// Loads every slice from the first, reporting to `reporter`; returns each slice's state in series order.
    public func run(reportingTo reporter: ProgressReporter) async -> [SliceLoadState] {
        await run { reporter.update($0) }
        reporter.finish(progress)
        return states
    }
}
