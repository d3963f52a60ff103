import TomoVolume

/// Segments placed on a volume's grid, slice by slice: a segmentation's (`SegmentationRaster`) or a structure
/// set's ROIs (`StructureSetRaster`). What lays them over a series and measures them reads them through this.
public protocol SegmentVoxels: Sendable {
    /// The grid they are placed on.
    var geometry: VolumeGeometry { get }

    /// Calls `body` with each slice a segment may cover, ascending, and the voxels each segment covers there (by
    /// number, as indices within the slice, `row × columns + column`, ascending; segments covering none left
    /// out); returns what could not be placed, each named.
    /// - Throws: what `body` throws.
    @discardableResult
    func forEachSlice(_ body: (_ slice: Int, _ voxels: [Int: [Int]]) throws -> Void) rethrows -> [String]
}

extension SegmentVoxels {
    /// The voxels of segment `number` in the whole volume, as indices (`(slice × rows + row) × columns + column`),
    /// ascending.
    public func voxels(of number: Int) -> [Int] {
        var found: [Int] = []
        let perSlice = geometry.samplesPerSlice
        forEachSlice { slice, covered in
            found += (covered[number] ?? []).map { slice * perSlice + $0 }
        }
        return found
    }

    /// Each segment's voxels and the statistics of `volume`'s values there (its own voxels, on the same grid), by
    /// number: one pass over the slices, every voxel a segment covers counted for it, however segments overlap; a
    /// segment on no voxel is left out. With what could not be placed, named.
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
