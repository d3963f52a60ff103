import TomoCore
import TomoDICOM
import TomoSeries
import TomoVolume

extension SegmentationLayer {
    /// `segmentation` (read from `file`) laid over a volume on `geometry`: its segments placed as
    /// `SegmentationRaster` places them, each voxel labelled with the segment covering it (the higher-numbered
    /// where two do), counted and centred per segment; statistics measured as `SegmentationRaster.statistics(of:)`
    /// measures them (every voxel of a segment, overlapping or not). A FRACTIONAL one on another grid is drawn
    /// from its fractions interpolated trilinearly, and counted and measured by nearest neighbour, as `tomo seg stats`
    /// measures it. Frames are decoded a slice at a time. A frame that cannot be read covers nothing, and is among
    /// the problems.
    /// - Throws: `DICOMError` where the pixels cannot be described; `CTVolumeError` where the labels cannot be held.
    public init(_ segmentation: DICOMSegmentation, in file: SegmentationFile, on geometry: VolumeGeometry) throws {
        let measured = try SegmentationRaster(segmentation, in: file, on: geometry)
        let drawn = segmentation.kind == .fractional && !measured.isAligned
            ? try SegmentationRaster(segmentation, in: file, on: geometry, interpolatesFractions: true) : nil
        try self.init(
            placed: measured, drawn: drawn,
            described: segmentation.segments.map { segment in
                Segment(
                    number: segment.number, label: segment.label, category: segment.category?.meaning, type: segment.type?.meaning,
                    colour: segment.colour)
            },
            problems: segmentation.problems)
    }

    /// `object`'s segments or ROIs laid over a volume on `geometry`, as the initializer for its kind lays them.
    /// - Throws: what that initializer throws.
    public init(_ object: SegmentObject, on geometry: VolumeGeometry) throws {
        switch object {
        case .segmentation(let segmentation, let file): try self.init(segmentation, in: file, on: geometry)
        case .structureSet(let structureSet): try self.init(structureSet, on: geometry)
        }
    }

    /// `structureSet`'s ROIs laid over a volume on `geometry`, placed as `StructureSetRaster` places them (the
    /// even-odd rule on each slice's contours, points as markers), labelled, counted, centred and measured as a
    /// segmentation's segments are; an ROI's type is its RT ROI Interpreted Type.
    /// - Throws: `CTVolumeError` where the labels cannot be held.
    public init(_ structureSet: DICOMStructureSet, on geometry: VolumeGeometry) throws {
        try self.init(
            placed: StructureSetRaster(structureSet, on: geometry),
            described: structureSet.rois.map { Segment(number: $0.number, label: $0.name, type: $0.interpretedType, colour: $0.colour) },
            problems: structureSet.problems)
    }

    /// The `described` segments as `placed` places them (drawn as `drawn` places them, where given), with the
    /// object's `problems` and what could not be placed.
    private init(placed raster: some SegmentVoxels, drawn: (any SegmentVoxels)? = nil, described: [Segment], problems: [String]) throws {
        let geometry = raster.geometry
        var made = try Self.labels(of: raster, hiding: [])
        if let drawn { made.labels = try Self.labels(of: drawn, hiding: []).labels }
        let voxelVolume = geometry.pixelSpacing.row * geometry.pixelSpacing.column * geometry.sliceSpacing
        let segments = described.map { described in
            var segment = described
            let count = made.counts[segment.number] ?? 0
            segment.voxels = count
            segment.volumeML = Double(count) * voxelVolume / 1000
            segment.centre = made.sums[segment.number].flatMap { sum -> Vector3? in
                count > 0 ? geometry.position(column: sum.x / Double(count), row: sum.y / Double(count), slice: sum.z / Double(count)) : nil
            }
            return segment
        }
        self.init(
            segments: segments, labels: made.labels, overlapping: made.overlapping, problems: problems + made.problems,
            relabel: { hidden in
                if let drawn { try Self.labels(of: drawn, hiding: hidden).labels } else { try Self.labels(of: raster, hiding: hidden).labels }
            },
            measure: { volume in raster.statistics(of: volume).figures.compactMapValues(\.statistics) })
    }

    /// The labels of `raster`'s segments but `hidden` (each voxel the highest-numbered covering it), each
    /// segment's voxel count and the sums of its voxels' column, row and slice, the segments sharing a voxel, and
    /// the frames that could not be read.
    private static func labels(
        of raster: some SegmentVoxels, hiding hidden: Set<Int>
    ) throws -> (labels: LabelVolume, counts: [Int: Int], sums: [Int: Vector3], overlapping: Set<Int>, problems: [String]) {
        let geometry = raster.geometry
        let labels = try LabelVolume(geometry: geometry)
        var counts: [Int: Int] = [:], sums: [Int: Vector3] = [:], overlapping: Set<Int> = []
        let empty = [UInt16](repeating: 0, count: geometry.samplesPerSlice)
        let problems = try raster.forEachSlice { slice, covered in
            var sliceLabels = empty
            for number in covered.keys.sorted() where !hidden.contains(number) {
                let indices = covered[number]!
                var sum = Vector3(0, 0, 0)
                for index in indices {
                    let present = sliceLabels[index]
                    if present != 0 {
                        overlapping.insert(Int(present))
                        overlapping.insert(number)
                    }
                    sliceLabels[index] = UInt16(number)
                    sum = sum + Vector3(Double(index % geometry.columns), Double(index / geometry.columns), Double(slice))
                }
                counts[number, default: 0] += indices.count
                sums[number] = (sums[number] ?? Vector3(0, 0, 0)) + sum
            }
            try labels.fill(slice: slice, labels: sliceLabels)
        }
        return (labels, counts, sums, overlapping, problems)
    }
}
