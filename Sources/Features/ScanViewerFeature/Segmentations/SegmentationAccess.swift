import TomoSeries

/// How the viewer finds the segmentations it lays over a series, as the app wires it
/// (`SegmentationAccess.live` in ScanViewerLive): the SEGs and structure sets of the series' study, wherever its
/// source keeps them.
public struct SegmentationAccess: Sendable {
    /// The segmentations `source` holds with `series` (its study's, in the same folders, library or PACS), each
    /// saying whether it can be laid over the series; none where the source keeps none or cannot be asked.
    public var find: @Sendable (_ series: any OpenedSeries, _ source: any SeriesSource) async -> [FoundSegmentation]

    /// The access that finds segmentations with `find`.
    public init(find: @escaping @Sendable (any OpenedSeries, any SeriesSource) async -> [FoundSegmentation]) {
        self.find = find
    }
}
