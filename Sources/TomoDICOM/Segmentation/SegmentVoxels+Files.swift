import TomoCore
import TomoVolume

/// A slice of a series that could not be read while measuring segments on it.
public struct SliceReadFailure: Error, Sendable {
    /// The slice, from 0.
    public var slice: Int
    public var error: DICOMFileError
}

extension SegmentVoxels {
    /// `statistics(of:)` of `series`' values, read from its files slice by slice instead of from its volume: each
    /// slice a segment covers is read into a volume of one slice, kept by each core for its stretch of the series
    /// (`inParts`) and measured there, so no volume of the whole series is made (filling one is mostly the fresh
    /// memory it takes) and slices no segment covers are not read; of an uncompressed slice only the voxels a
    /// segment covers are converted, and a BINARY frame's bits are measured as they are packed. The same figures as `statistics(of:)` of the
    /// series' volume; with the slices that could not be read (their voxels counted, not measured). Nil where the
    /// series does not suit this: several slices in one file, slices other than this grid's, or values whose
    /// storage only their pixels tell (32-bit grey).
    public func statistics(readingSlicesOf series: DICOMSeries) -> (
        figures: [Int: (voxels: Int, statistics: RegionStatistics?)], problems: [String], failures: [SliceReadFailure]
    )? {
        let instances = series.instances
        guard let storage = series.volumeStorage, instances.count == geometry.sliceCount,
              Set(instances.map(\.location)).count == instances.count
        else { return nil }
        var single = geometry
        single.sliceCount = 1
        let sliceGeometry = single
        let measured = inParts { slices -> ((accumulators: [Int: RegionStatistics.Accumulator], failures: [SliceReadFailure]), problems: [String]) in
            var accumulators: [Int: RegionStatistics.Accumulator] = [:]
            var failures: [SliceReadFailure] = []
            guard let window = try? CTVolume(geometry: sliceGeometry, storage: storage) else { return (([:], []), []) }
            let problems = forEachCoveredSlice(in: slices) { slice, covers in
                window.emptySlices()
                do throws(DICOMFileError) {
                    try series.fill(window, slices: [slice], at: [0], from: instances[slice].location, covering: Array(covers.values))
                } catch {
                    failures.append(SliceReadFailure(slice: slice, error: error))
                }
                window.accumulate(covers, inSlice: 0, into: &accumulators)
            }
            return ((accumulators, failures), problems)
        }
        var accumulators: [Int: RegionStatistics.Accumulator] = [:]
        for part in measured.parts {
            accumulators.merge(part.accumulators) { var sum = $0; sum.merge($1); return sum }
        }
        return (
            accumulators.mapValues { ($0.count + $0.missing, $0.statistics(in: storage)) }, measured.problems,
            measured.parts.flatMap { $0.failures }
        )
    }
}
