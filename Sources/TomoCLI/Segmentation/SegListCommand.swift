import ArgumentParser
import Foundation
import TomoCore
import TomoDICOM
import TomoTerminal

/// `tomo seg ls`: every segmentation under the files and folders given, with its segments.
struct SegListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ls",
        abstract: "List every DICOM Segmentation and RT Structure Set under the files and folders given: its segments or ROIs, their colours and frames.",
        discussion: """
            Folders are searched recursively, ZIP archives opened. For each segmentation (Segmentation Storage, or \
            Label Map Segmentation Storage): its type (BINARY, FRACTIONAL, LABELMAP), the series it was made from, \
            and each segment's number, label, property type (the coded concept's meaning), colour (its Recommended \
            Display CIELab Value in sRGB, as highdicom converts it, else a fixed palette's) and how many frames \
            hold it (a label map's frames hold every segment). For each RT Structure Set (type RTSTRUCT): each \
            ROI's number, name, RT ROI Interpreted Type, ROI Display Color and how many contours it has. What in an object cannot be used (a frame naming no \
            segment, a segment with no frame) is named on standard error, the rest listed. --json prints \
            [{"path", "sopInstanceUID", "type", "frameOfReferenceUID", "referencedSeries", "segments": [{"number", \
            "label", "type", "colour", "frames"}], "problems"}] ("frames" counting a structure set ROI's contours). Exits with 4 \
            when a segmentation cannot be read at all (naming it and why; the others are listed), 5 when none is found.
            """)

    @Argument(help: "DICOM files, folders or ZIP archives.")
    var paths: [String]

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    init() {}

    func run() async throws {
        let scan = await DICOMScan.scan(paths)
        var found: [(path: String, seg: SegmentObject)] = []
        var failures: [String] = []
        for location in Self.segmentationFiles(in: scan) {
            do {
                let file = if case .file(let path) = location { try SegmentationFile.open(path: path) } else { SegmentationFile(try DICOMFile.read(location)) }
                found.append((location.description, try SegmentObject(file)))
            } catch {
                failures.append("\(location): \(error)")
            }
        }
        for (path, seg) in found {
            for problem in seg.problems { StandardError.writeLine("\(path): \(problem)") }
        }
        for failure in failures { StandardError.writeLine("Unreadable: \(failure)") }
        print(json ? Self.json(of: found).text : Self.table(of: found).lines.joined(separator: "\n"))
        if !failures.isEmpty { throw CommandFailure(.badData, "\(failures.count) segmentation\(failures.count == 1 ? "" : "s") could not be read") }
        if found.isEmpty { throw CommandFailure(.notFound, "no DICOM Segmentation or RT Structure Set under \(paths.joined(separator: ", "))") }
    }

    /// The files of `scan` holding a segmentation or structure set, in the scan's order: those it skipped as such
    /// (SEG by their SOP Class or modality, RTSTRUCT by their modality: no image series of their own).
    static func segmentationFiles(in scan: DICOMScan) -> [InstanceLocation] {
        scan.skipped.compactMap { file -> InstanceLocation? in
            guard case .notAnImage(let kind?) = file.error, ["SEG", "RTSTRUCT"].contains(kind.uppercased()) else { return nil }
            return .file(file.path)
        }
    }

    /// A line per segment, under its object's path.
    static func table(of found: [(path: String, seg: SegmentObject)]) -> TextTable {
        var table = TextTable(header: ["FILE", "TYPE", "SEGMENT", "LABEL", "PROPERTY", "COLOUR", "FRAMES"], rightAligned: [2, 6])
        for (path, seg) in found {
            for part in seg.parts {
                table.rows.append([path, seg.kind, String(part.number), part.label, part.type ?? "-", part.colour.hex, String(part.pieces)])
            }
        }
        return table
    }

    /// Each object with its segments or ROIs.
    static func json(of found: [(path: String, seg: SegmentObject)]) -> JSONValue {
        .array(found.map { path, seg in
            .object([
                ("path", .string(path)), ("sopInstanceUID", seg.identity.sopInstanceUID.map(JSONValue.string)),
                ("type", .string(seg.kind)), ("frameOfReferenceUID", seg.frameOfReferenceUID.map(JSONValue.string)),
                ("referencedSeries", .array(seg.referencedSeriesUIDs.map(JSONValue.string))),
                ("segments", .array(seg.parts.map { part in
                    .object([
                        ("number", .number(part.number)), ("label", .string(part.label)), ("type", part.type.map { .string($0) }),
                        ("colour", .string(part.colour.hex)), ("frames", .number(part.pieces)),
                    ])
                })),
                ("problems", .array(seg.problems.map(JSONValue.string))),
            ])
        })
    }
}
