import TomoPipeline

extension PipelineStats {
    /// What the caches and the network did, as a status line's parts: "memory hits 40", "disk hits 12",
    /// "network 68", "cancelled 9", "in flight 6".
    public var cacheSummary: [String] {
        [
            "memory hits \(memoryHits)", "disk hits \(diskHits)", "network \(transfers)",
            "cancelled \(cancelledTransfers + cancelledBeforeSending)", "in flight \(activity.runningTransfers)",
        ]
    }
}
