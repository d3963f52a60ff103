import Foundation
import TomoCore
import TomoVolume

/// Segments placed on a volume's grid, slice by slice: a segmentation's (`SegmentationRaster`) or a structure
/// set's ROIs (`StructureSetRaster`). What lays them over a series and measures them reads them through this.
public protocol SegmentVoxels: Sendable {
    /// The grid they are placed on.
    var geometry: VolumeGeometry { get }

    /// Calls `body` with each slice among `slices` a segment may cover, ascending, and the voxels each segment
    /// covers there (by number; a BINARY frame's bits may come packed, and then may cover none); returns what could
    /// not be placed there, each named.
    /// - Throws: what `body` throws.
    @discardableResult
    func forEachCoveredSlice(in slices: Range<Int>, _ body: (_ slice: Int, _ covers: [Int: SliceCover]) throws -> Void) rethrows -> [String]
}

extension SegmentVoxels {
    /// Calls `body` with each slice among `slices` a segment may cover, ascending, and the voxels each segment
    /// covers there (by number, as indices within the slice, `row × columns + column`, ascending; segments
    /// covering none left out); returns what could not be placed there, each named.
    /// - Throws: what `body` throws.
    @discardableResult
    public func forEachSlice(in slices: Range<Int>, _ body: (_ slice: Int, _ voxels: [Int: [Int]]) throws -> Void) rethrows -> [String] {
        try forEachCoveredSlice(in: slices) { slice, covers in
            let voxels = covers.mapValues(\.indices).filter { !$0.value.isEmpty }
            if !voxels.isEmpty { try body(slice, voxels) }
        }
    }

    /// Calls `body` with each slice a segment may cover (see `forEachSlice(in:_:)`); returns what could not be
    /// placed, each named.
    /// - Throws: what `body` throws.
    @discardableResult
    public func forEachSlice(_ body: (_ slice: Int, _ voxels: [Int: [Int]]) throws -> Void) rethrows -> [String] {
        try forEachSlice(in: 0..<geometry.sliceCount, body)
    }

    /// `part` run over stretches of the slices at once (as many as there are cores, a few each so that one
    /// crowded stretch does not hold the rest up), each stretch's slices in order; what each returned, in the
    /// stretches' order, and what could not be placed, each named once.
    public func inParts<Part: Sendable>(_ part: @Sendable (_ slices: Range<Int>) -> (Part, problems: [String])) -> (parts: [Part], problems: [String]) {
        let count = geometry.sliceCount, stretches = min(count, 4 * ProcessInfo.processInfo.activeProcessorCount)
        guard stretches > 1 else {
            let made = part(0..<count)
            return ([made.0], made.problems)
        }
        let made = Locked([Int: (Part, problems: [String])]())
        DispatchQueue.concurrentPerform(iterations: stretches) { stretch in
            let result = part(stretch * count / stretches ..< (stretch + 1) * count / stretches)
            made.withLock { $0[stretch] = result }
        }
        let results = made.withLock { made in (0..<stretches).map { made[$0]! } }
        var seen: Set<String> = []
        return (results.map(\.0), results.flatMap(\.problems).filter { seen.insert($0).inserted })
    }

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
    /// number: every voxel a segment covers counted for it, however segments overlap; a segment on no voxel is
    /// left out. With what could not be placed, named. The slices are measured in parts at once (`inParts`).
    public func statistics(of volume: CTVolume) -> (figures: [Int: (voxels: Int, statistics: RegionStatistics?)], problems: [String]) {
        let measured = inParts { slices in
            var accumulators: [Int: RegionStatistics.Accumulator] = [:]
            let problems = forEachCoveredSlice(in: slices) { slice, covers in
                volume.accumulate(covers, inSlice: slice, into: &accumulators)
            }
            return (accumulators, problems)
        }
        var accumulators: [Int: RegionStatistics.Accumulator] = [:]
        for part in measured.parts {
            accumulators.merge(part) { var sum = $0; sum.merge($1); return sum }
        }
        let storage = volume.storage
        return (accumulators.mapValues { ($0.count + $0.missing, $0.statistics(in: storage)) }, measured.problems)
    }
}
