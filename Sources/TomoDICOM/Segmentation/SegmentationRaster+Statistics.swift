import TomoVolume

extension SegmentationRaster {
    /// Each wanted segment's voxels and the statistics of `volume`'s values there (its own voxels, on the
    /// raster's grid), by number: one pass over the slices, every voxel a segment covers counted for it, however
    /// segments overlap; a segment on no voxel is left out. With the frames that could not be read, named
    /// (`forEachSlice(_:)`).
    public func statistics(of volume: CTVolume) -> (figures: [Int: (voxels: Int, statistics: RegionStatistics?)], problems: [String]) {
        var accumulators: [Int: RegionStatistics.Accumulator] = [:]
        let problems = forEachSlice { slice, covered in
            for (number, indices) in covered {
                volume.accumulate(indices, inSlice: slice, into: &accumulators[number, default: RegionStatistics.Accumulator()])
            }
        }
        let storage = volume.storage
        return (accumulators.mapValues { ($0.count + $0.missing, $0.statistics(in: storage)) }, problems)
    }
}
