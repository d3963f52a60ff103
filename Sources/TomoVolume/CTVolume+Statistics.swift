extension CTVolume {
    /// The statistics of `region` of the section along `plane` (or of the `slab` centred there: its projected
    /// values), from the voxels themselves (a coronal or sagittal section's pixels are its voxels, one row per
    /// slice, not the resampled picture), counting what has arrived; nil outside the volume or where no pixel
    /// of the region has a value.
    public func statistics(in region: some SectionRegion, of plane: SectionPlane, slab: Slab? = nil) -> RegionStatistics? {
        section(plane, slab: slab)?.statistics(in: region)
    }
}
