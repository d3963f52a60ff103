import TomoVolume

extension SegmentationRaster {
    /// Each wanted segment's voxels and the statistics of `volume`'s values there (its own voxels, on the
    /// raster's grid), by number: one pass over the slices, every voxel a segment covers counted for it, however
    /// segments overlap. A segment on no voxel is left out.
    /// - Throws: `DICOMError` where a frame cannot be decoded.
    public func statistics(of volume: CTVolume) throws -> [Int: (voxels: Int, statistics: RegionStatistics?)] {
        var accumulators: [Int: RegionStatistics.Accumulator] = [:]
        try forEachSlice { slice, covered in
            for (number, indices) in covered {
                volume.accumulate(indices, inSlice: slice, into: &accumulators[number, default: RegionStatistics.Accumulator()])
            }
        }
        let storage = volume.storage
        return accumulators.mapValues { ($0.count + $0.missing, $0.statistics(in: storage)) }
    }
}
