import TomoPipeline

extension ImageGridModel {
    /// One line on what the grid holds and what the caches did, for the status overlay: "120 items so
    /// far · memory hits 40 · disk hits 12 · network 68 · cancelled 9 · in flight 6".
    public var statusText: String {
        let count = reachedEnd ? "\(items.count) items" : isLoadingPage ? "\(items.count) items, loading more…" : "\(items.count) items so far"
        let cancelled = stats.cancelledTransfers + stats.cancelledBeforeSending
        let inFlight = stats.activity.runningTransfers
        return [
            count, "memory hits \(stats.memoryHits)", "disk hits \(stats.diskHits)", "network \(stats.transfers)",
            "cancelled \(cancelled)", "in flight \(inFlight)",
        ].joined(separator: " · ")
    }

    /// Empties the memory and disk caches (the menu's Clear Caches). Cells keep what they show.
    public func clearCaches() async {
        environment.pipeline.removeAllCachedImages()
        await environment.pipeline.removeAllCachedData()
        thumbnails.refreshStats()
    }
}
