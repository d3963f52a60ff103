import FeatureSupport
import TomoPipeline

extension ImageGridModel {
    /// One line on what the grid holds and what the caches did, for the status overlay: "120 items so
    /// far · memory hits 40 · disk hits 12 · network 68 · cancelled 9 · in flight 6".
    public var statusText: String {
        let count = reachedEnd ? "\(items.count) items" : isLoadingPage ? "\(items.count) items, loading more…" : "\(items.count) items so far"
        return ([count] + stats.cacheSummary).joined(separator: " · ")
    }

    /// Empties the memory and disk caches (the menu's Clear Caches). Cells keep what they show.
    public func clearCaches() async {
        environment.pipeline.removeAllCachedImages()
        await environment.pipeline.removeAllCachedData()
        thumbnails.refreshStats()
    }
}
