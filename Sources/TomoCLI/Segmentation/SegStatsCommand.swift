import ArgumentParser
import Foundation
import TomoArguments
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoSeries
import TomoTerminal
import TomoVolume

/// `tomo seg stats`: each segment's volume and HU figures on the CT it was made from.
struct SegStatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Each segment's (or structure set ROI's) voxels, volume in mL and HU statistics (mean, SD, min, max) on a CT.",
        discussion: """
            The CT is read from CT (any place Tomo reads series from; --series names one, else its CT series with \
            the most slices): from files of a slice each, only the slices a segment covers, one at a time on each \
            core (of an uncompressed file only the voxels a segment covers converted); from elsewhere, into its volume. A CT voxel counts for a segment where its centre, taken to the \
            segmentation's frame of that segment nearest it along their normal (within half their spacing), falls \
            on a pixel inside the segment: 1 in a BINARY frame, at least half the Maximum Fractional Value in a \
            FRACTIONAL one, the segment's number in a LABELMAP's (nearest-neighbour placement, whatever the two \
            grids). For an RT Structure Set, a CT voxel counts for an ROI where its centre lies inside the ROI's \
            contours on its slice by the even-odd rule (a contour belongs to the slice within half a slice spacing of \
            its plane; a point marks its nearest voxel and the four beside it). volumeML = voxels × the CT's voxel volume / 1000; mean, SD (n − 1), min and max of the CT's own \
            values there (HU, as tomo dicom volume reports them), not of the overlay's pixels. --json prints \
            [{"number", "label", "voxels", "volumeML", "mean", "sd", "min", "max"}], the figures null for a \
            segment covering no voxel. Exits with 4 when the segmentation cannot be read or lies in another frame \
            of reference than the CT (it cannot be placed there), 5 when the CT is not there.
            """)

    @Argument(help: ArgumentHelp("The segmentation or RT Structure Set.", valueName: "SEG.dcm"))
    var segmentation: String

    @OptionGroup var place: SegmentationCTOptions

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    init() {}

    /// One segment's or ROI's figures.
    struct Row {
        var number: Int
        var label: String
        var voxels: Int
        var volumeML: Double
        var statistics: RegionStatistics?
    }

    func run() async throws {
        let (seg, series, opened) = try await place.choose(segmentation)
        let geometry = series.geometry
        let voxelVolume = geometry.pixelSpacing.row * geometry.pixelSpacing.column * geometry.sliceSpacing
        let placed: any SegmentVoxels
        do {
            placed = try seg.placed(on: geometry)
        } catch {
            throw CommandFailure(.badData, "\(segmentation): \(error)")
        }
        let measured = try await Self.measure(placed, on: series, opened)
        for problem in measured.problems { StandardError.writeLine("\(segmentation): \(problem)") }
        let figures = measured.figures
        let rows = seg.parts.map { part in
            let voxels = figures[part.number]?.voxels ?? 0
            return Row(number: part.number, label: part.label, voxels: voxels, volumeML: Double(voxels) * voxelVolume / 1000, statistics: figures[part.number]?.statistics)
        }
        print(json ? Self.json(of: rows).text : Self.table(of: rows).lines.joined(separator: "\n"))
    }

    /// `placed`'s figures on `series`: read from its files a slice at a time where it is files of a slice each (no
    /// volume of the whole series), else from its volume, filled from `opened`.
    /// - Throws: `CommandFailure`: a series that makes no volume, slices that fail.
    static func measure(
        _ placed: any SegmentVoxels, on series: DICOMSeries, _ opened: any OpenedSeries
    ) async throws -> (figures: [Int: (voxels: Int, statistics: RegionStatistics?)], problems: [String]) {
        if opened is DICOMOpenedSeries, opened.volume != nil,
           let measured = try await BlockingWork.run({ placed.statistics(readingSlicesOf: series) }) {
            if let first = measured.failures.min(by: { $0.slice < $1.slice }) {
                throw CompareSide.slicesFailed(measured.failures.count, of: series, first: first.slice, first.error)
            }
            return (measured.figures, measured.problems)
        }
        let side = try await CompareSide.load(series, opened)
        return placed.statistics(of: side.volume)
    }

    /// A line per segment, figures to two decimals.
    static func table(of rows: [Row]) -> TextTable {
        var table = TextTable(header: ["SEGMENT", "LABEL", "VOXELS", "VOLUME_ML", "MEAN", "SD", "MIN", "MAX"], rightAligned: [0, 2, 3, 4, 5, 6, 7])
        for row in rows {
            let figures = row.statistics.map { [$0.mean, $0.standardDeviation, $0.minimum, $0.maximum].map { String(format: "%.2f", $0) } }
                ?? ["-", "-", "-", "-"]
            table.rows.append([String(row.number), row.label, String(row.voxels), String(format: "%.3f", row.volumeML)] + figures)
        }
        return table
    }

    static func json(of rows: [Row]) -> JSONValue {
        .array(rows.map { row in
            let figures = row.statistics
            return .object([
                ("number", .number(row.number)), ("label", .string(row.label)), ("voxels", .number(row.voxels)),
                ("volumeML", .decimal(row.volumeML)), ("mean", figures.map { .decimal($0.mean) } ?? .null),
                ("sd", figures.map { .decimal($0.standardDeviation) } ?? .null), ("min", figures.map { .decimal($0.minimum) } ?? .null),
                ("max", figures.map { .decimal($0.maximum) } ?? .null),
            ])
        })
    }
}
