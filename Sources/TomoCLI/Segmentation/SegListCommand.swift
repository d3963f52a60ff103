import ArgumentParser
import Foundation
import TomoCore
import TomoDICOM
import TomoTerminal

/// `tomo seg ls`: every segmentation under the files and folders given, with its segments.
struct SegListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ls",
        abstract: "List every DICOM Segmentation under the files and folders given: its segments, their colours and frames.",
        discussion: """
            Folders are searched recursively, ZIP archives opened. For each segmentation (Segmentation Storage, or \
            Label Map Segmentation Storage): its type (BINARY, FRACTIONAL, LABELMAP), the series it was made from, \
            and each segment's number, label, property type (the coded concept's meaning), colour (its Recommended \
            Display CIELab Value in sRGB, as highdicom converts it, else a fixed palette's) and how many frames \
            hold it (a label map's frames hold every segment). What in an object cannot be used (a frame naming no \
            segment, a segment with no frame) is named on standard error, the rest listed. --json prints \
            [{"path", "sopInstanceUID", "type", "frameOfReferenceUID", "referencedSeries", "rows", "columns", \
            "segments": [{"number", "label", "category", "type", "colour", "frames"}], "problems"}]. Exits with 4 \
            when a segmentation cannot be read at all (naming it and why; the others are listed), 5 when none is found.
            """)

    @Argument(help: "DICOM files, folders or ZIP archives.")
    var paths: [String]

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    init() {}

    func run() async throws {
        let scan = await DICOMScan.scan(paths)
        var found: [(path: String, seg: DICOMSegmentation)] = []
        var failures: [String] = []
        for location in Self.segmentationFiles(in: scan) {
            do {
                found.append((location.description, try DICOMSegmentation(file: try DICOMFile.read(location))))
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
        if found.isEmpty { throw CommandFailure(.notFound, "no DICOM Segmentation under \(paths.joined(separator: ", "))") }
    }

    /// The files of `scan` holding a segmentation, in the scan's order: those it skipped as segmentations (SEG,
    /// by their SOP Class or modality: no image series of their own).
    static func segmentationFiles(in scan: DICOMScan) -> [InstanceLocation] {
        scan.skipped.compactMap { file -> InstanceLocation? in
            guard case .notAnImage("SEG") = file.error else { return nil }
            return .file(file.path)
        }
    }

    /// A line per segment, under its object's path.
    static func table(of found: [(path: String, seg: DICOMSegmentation)]) -> TextTable {
        var table = TextTable(header: ["FILE", "TYPE", "SEGMENT", "LABEL", "PROPERTY", "COLOUR", "FRAMES"], rightAligned: [2, 6])
        for (path, seg) in found {
            for segment in seg.segments {
                table.rows.append([
                    path, seg.kind.rawValue, String(segment.number), segment.label, segment.type?.meaning ?? "-",
                    segment.colour.hex, String(seg.frames(of: segment.number).count),
                ])
            }
        }
        return table
    }

    /// Each object with its segments.
    static func json(of found: [(path: String, seg: DICOMSegmentation)]) -> JSONValue {
        .array(found.map { path, seg in
            .object([
                ("path", .string(path)), ("sopInstanceUID", seg.identity.sopInstanceUID.map(JSONValue.string)),
                ("type", .string(seg.kind.rawValue)), ("frameOfReferenceUID", seg.frameOfReferenceUID.map(JSONValue.string)),
                ("referencedSeries", .array(seg.referencedSeriesUIDs.map(JSONValue.string))),
                ("rows", .number(seg.rows)), ("columns", .number(seg.columns)),
                ("segments", .array(seg.segments.map { segment in
                    .object([
                        ("number", .number(segment.number)), ("label", .string(segment.label)),
                        ("category", segment.category.map { .string($0.meaning) }), ("type", segment.type.map { .string($0.meaning) }),
                        ("colour", .string(segment.colour.hex)), ("frames", .number(seg.frames(of: segment.number).count)),
                    ])
                })),
                ("problems", .array(seg.problems.map(JSONValue.string))),
            ])
        })
    }
}
