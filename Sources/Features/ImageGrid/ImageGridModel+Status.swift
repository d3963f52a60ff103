import FeatureSupport
import TomoPipeline

extension ImageGridModel {
    /// What the grid holds, for the status line: "120 images so far", "600 images".
    public var summaryText: String { pages.countText(items.count) }

    /// `summaryText` and what the caches did, for the status line with statistics: "120 images so far ·
    /// memory hits 40 · disk hits 12 · network 68 · cancelled 9 · in flight 6".
    public var statusText: String {
        ([summaryText] + stats.cacheSummary).joined(separator: " · ")
    }

    /// Empties the memory and disk caches (the menu's Clear Caches). Cells keep what they show.
    public func clearCaches() async {
        environment.pipeline.removeAllCachedImages()
        await environment.pipeline.removeAllCachedData()
        thumbnails.refreshStats()
    }
}
