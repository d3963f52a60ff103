import TomoSeries
import TomoVolume

/// A section or slab of a series as `tomo render --plane` writes it and `tomo dicom stats` measures it: cut
/// from a volume of every slice, coronal and sagittal sections resampled to square pixels (their rows then
/// as far apart as their columns), axial ones at the slices' own size.
struct SectionCut {
    /// The image's HU, in its pixels.
    let section: VolumeSection
    /// The section as cut, one row per slice for coronal and sagittal (what regions are measured on).
    let voxels: VolumeSection
    /// How many of the image's rows one of `voxels` spans (1 for axial).
    let rowScale: Double
    /// How many sections the plane has.
    let count: Int
    /// The slices that failed to load: their rows are missing.
    let failures: [(index: Int, error: any Error)]
    /// What was cut, for messages: "coronal 100 of 256, MIP 20 mm (33 sections)".
    let summary: String

    /// The section `text` names along `plane` of `opened`: for axial a slice's name or index, for coronal
    /// and sagittal a row or column from 0.
    /// - Throws: `CommandFailure` with `status` when there is none, saying which there are.
    static func index(
        named text: String, along plane: VolumePlane, of opened: any OpenedSeries, in geometry: VolumeGeometry,
        else status: CommandExitStatus
    ) throws(CommandFailure) -> Int {
        let count = plane.sectionCount(in: geometry)
        let index = plane == .axial ? opened.sliceIndex(named: text) : Int(text).flatMap { (0..<count).contains($0) ? $0 : nil }
        guard let index else {
            let axis = switch plane {
            case .axial: "slices"
            case .coronal: "rows"
            case .sagittal: "columns"
            }
            throw CommandFailure(status, "--slice for \(plane == .axial ? "an" : "a") \(plane) image is one of the \(count) \(axis), 0…\(count - 1)")
        }
        return index
    }

    /// Loads the slices of `opened` that section `index` of `plane` (or the `slab` centred there) is cut
    /// from into its volume (an axial cut's own slices, every slice for another plane) and cuts it. Slices
    /// that fail leave their rows missing (an axial slab waits for all of them).
    /// - Throws: `CommandFailure` when the series makes no volume, or the first failure when no row of the
    ///   cut arrived.
    static func load(_ opened: any OpenedSeries, plane: VolumePlane, index: Int, slab: Slab?) async throws -> SectionCut {
        var slices: ClosedRange<Int>?
        if plane == .axial, let geometry = opened.geometry {
            let reach = slab?.reach(sectionSpacing: plane.sectionSpacing(in: geometry)) ?? 0
            slices = max(0, index - min(reach, index))...min(geometry.sliceCount - 1, index + min(reach, geometry.sliceCount))
        }
        let (volume, failures) = try await SeriesVolumeLoad.load(opened, slices: slices)
        return try cut(volume, plane: plane, index: index, slab: slab, failures: failures, of: opened)
    }

    /// Section `index` of `plane` (or the `slab` centred there) cut from `volume`, loaded from `opened` with
    /// `failures`.
    /// - Throws: the first failure, or `CommandFailure` (bad data), when no row of the cut arrived.
    static func cut(
        _ volume: CTVolume, plane: VolumePlane, index: Int, slab: Slab?, failures: [(index: Int, error: any Error)], of opened: any OpenedSeries
    ) throws -> SectionCut {
        guard let cut = volume.section(.named(plane, index: index), slab: slab), cut.filledRows.contains(true) else {
            throw failures.first?.error ?? CommandFailure(.badData, "no slice of series \(opened.entry.id) loaded")
        }
        let count = plane.sectionCount(in: volume.geometry)
        return SectionCut(
            section: plane == .axial ? cut : cut.withSquarePixels(), voxels: cut,
            rowScale: plane == .axial ? 1 : VolumeSection.squareRowScale(cut.pixelSpacing), count: count, failures: failures,
            summary: "\(plane) \(index) of \(count)\(describe(slab, of: plane, at: index, in: volume.geometry))")
    }

    /// ", MIP 20 mm (33 sections)", and when the slab reaches past the volume, what it was clamped to; empty
    /// without a slab.
    private static func describe(_ slab: Slab?, of plane: VolumePlane, at index: Int, in geometry: VolumeGeometry) -> String {
        guard let slab else { return "" }
        let reach = slab.reach(sectionSpacing: plane.sectionSpacing(in: geometry))
        let count = plane.sectionCount(in: geometry)
        let sections = min(count - 1, index + reach) - max(0, index - reach) + 1
        let clamped = sections < 2 * reach + 1 ? ", clamped to the volume" : ""
        return ", \(slab.title) (\(sections) section\(sections == 1 ? "" : "s")\(clamped))"
    }
}
