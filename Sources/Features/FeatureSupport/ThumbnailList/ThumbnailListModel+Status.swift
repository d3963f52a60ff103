extension ThumbnailListModel {
    /// What the list holds: "120 images so far", "600 images".
    public var summaryText: String { pages.countText(items.count) }

    /// `summaryText` and what the caches did: "120 images so far · memory hits 40 · disk hits 12 ·
    /// network 68 · cancelled 9 · in flight 6".
    public var statisticsText: String {
        ([summaryText] + stats.cacheSummary).joined(separator: " · ")
    }

    /// The status line: the statistics while they are shown, else the summary.
    public var statusText: String {
        isStatisticsShown ? statisticsText : summaryText
    }

    /// The menu item that shows or hides the statistics.
    public var statisticsToggleTitle: String {
        isStatisticsShown ? "Hide Cache Statistics" : "Show Cache Statistics"
    }
}
