extension VolumeSection {
    /// The statistics of the samples whose pixels lie in `region` (pixels past the section's edges are not
    /// counted, and the figures say the region reached past them); nil when none of them has a value: no
    /// pixel lies in the region (or it is no finite shape), or none has arrived. Points of an oblique plane
    /// outside the volume count as the air they are drawn as.
    public func statistics(in region: some SectionRegion) -> RegionStatistics? {
        RegionStatistics(of: region, in: samples, rescale: rescale, columns: columns, rows: rows, filledRows: filledRows)
    }
}
