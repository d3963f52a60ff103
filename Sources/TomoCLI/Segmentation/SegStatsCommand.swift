import ArgumentParser
import Foundation
import TomoArguments
import TomoCore
import TomoDICOM
import TomoSeries
import TomoTerminal
import TomoVolume

/// `tomo seg stats`: each segment's volume and HU figures on the CT it was made from.
struct SegStatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Each segment's (or structure set ROI's) voxels, volume in mL and HU statistics (mean, SD, min, max) on a CT.",
        discussion: """
            The CT is read into its volume from CT (any place Tomo reads series from; --series names one, else its \
            CT series with the most slices). A CT voxel counts for a segment where its centre, taken to the \
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
        let (seg, side) = try await place.open(segmentation)
        let geometry = side.volume.geometry
        let voxelVolume = geometry.pixelSpacing.row * geometry.pixelSpacing.column * geometry.sliceSpacing
        let figures: [Int: (voxels: Int, statistics: RegionStatistics?)]
        do {
            let measured = try seg.placed(on: geometry).statistics(of: side.volume)
            figures = measured.figures
            for problem in measured.problems { StandardError.writeLine("\(segmentation): \(problem)") }
        } catch {
            throw CommandFailure(.badData, "\(segmentation): \(error)")
        }
        let rows = seg.parts.map { part in
            let voxels = figures[part.number]?.voxels ?? 0
            return Row(number: part.number, label: part.label, voxels: voxels, volumeML: Double(voxels) * voxelVolume / 1000, statistics: figures[part.number]?.statistics)
        }
        print(json ? Self.json(of: rows).text : Self.table(of: rows).lines.joined(separator: "\n"))
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
