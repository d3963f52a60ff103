import ArgumentParser
import Foundation
import TomoArguments
import TomoCore
import TomoDICOM
import TomoReports
import TomoSeries

/// `tomo dicom ko read`: a Key Object Selection's images, placed on a series' slices when given.
struct DICOMKeyImagesReadCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read",
        abstract: "Read a DICOM Key Object Selection (key images): its title, description and images, placed on a series' slices when given.",
        discussion: """
            Prints the title (its code and meaning), the Key Object Description and each image it selects: its \
            study and series (as its evidence lists them), SOP Class and Instance UIDs, the frames it names. \
            Given the DICOM files or folders (or server, node, library) of a series, each image is placed on \
            it: the slices it is, in geometric order from 0 (a multi-frame instance's named frames, or all of \
            them), or "elsewhere" for an image not among the series'. --json prints {"title": {"code", \
            "scheme", "meaning"}, "description", "images": [{"study", "series", "sopClassUID", \
            "sopInstanceUID", "frames", "slices"}], "series", "slices", "elsewhere"}: "slices" the key slices of \
            the series, "elsewhere" how many images are not on it. A file that is not a Key Object Selection \
            exits 4 naming what it is.
            """)

    @Argument(help: ArgumentHelp("The key object selection.", valueName: "KOS.dcm"))
    var document: String

    @Argument(help: "DICOM files or folders holding a series it selects from, a DICOMweb server's root, a DICOM node or the library.", transform: DICOMSources.location)
    var sources: [Location] = []

    @Option(help: "The Series Instance UID to place it on (default: the first it lists that the sources hold, else the only one found).")
    var series: String?

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @OptionGroup var credentials: DICOMwebCredentialOptions

    init() {}

    func validate() throws {
        try DICOMSources.checkServerAlone(in: sources)
    }

    func run() async throws {
        let selection: KeyObjectSelection
        do {
            selection = try KeyObjectSelection.read(try DICOMFile.read(path: document).dataSet)
        } catch {
            throw CommandFailure(.badData, "\(document): \(error)")
        }
        var placed: (series: DICOMSeries, reported: ReportedSeries)?
        if !sources.isEmpty {
            let scan = try await DICOMSources.scan(sources, credentials: try credentials.credentials(), series: series)
            let uid = series ?? selection.images.lazy.compactMap(\.seriesInstanceUID).first { uid in scan.series.contains { $0.uid == uid } }
            let chosen = try DICOMSeriesChoice.choose(uid, in: scan, sources: sources)
            placed = (chosen, ReportedSeries(chosen))
        }
        let slicesOfImage = selection.images.map { image -> [Int]? in
            guard let placed else { return nil }
            return KeyObjectSelection(title: selection.title, images: [image]).slices(on: placed.reported, seriesInstanceUID: placed.series.uid).slices
        }
        let onSeries = placed.map { selection.slices(on: $0.reported, seriesInstanceUID: $0.series.uid) }
        if json {
            var members: [(String, JSONValue)] = [
                ("title", .object([("code", .string(selection.title.value)), ("scheme", .string(selection.title.scheme)), ("meaning", .string(selection.title.meaning))])),
                ("description", selection.description.map(JSONValue.string) ?? .null),
                ("images", .array(zip(selection.images, slicesOfImage).map { image, slices in
                    .object([
                        ("study", image.studyInstanceUID.map(JSONValue.string) ?? .null), ("series", image.seriesInstanceUID.map(JSONValue.string) ?? .null),
                        ("sopClassUID", .string(image.sopClassUID)), ("sopInstanceUID", .string(image.sopInstanceUID)),
                        ("frames", .array(image.frames.map { .number($0) })), ("slices", slices.map { .array($0.map { .number($0) }) } ?? .null),
                    ])
                })),
            ]
            if let placed, let onSeries {
                members += [("series", .string(placed.series.uid)), ("slices", .array(onSeries.slices.map { .number($0) })), ("elsewhere", .number(onSeries.elsewhere))]
            }
            print(JSONValue.object(members).text)
            return
        }
        print("title: \(selection.title)")
        if let description = selection.description { print("description: \(description)") }
        var table = TextTable(header: ["series", "sop instance", "frames", "slices"], rightAligned: [])
        for (image, slices) in zip(selection.images, slicesOfImage) {
            let placedText = slices.map { $0.isEmpty ? "elsewhere" : $0.map(String.init).joined(separator: " ") } ?? ""
            table.rows.append([image.seriesInstanceUID ?? "?", image.sopInstanceUID, image.frames.map(String.init).joined(separator: " "), placedText])
        }
        table.lines.forEach { print($0) }
        if let placed, let onSeries {
            print("\(onSeries.slices.count) key slice\(onSeries.slices.count == 1 ? "" : "s") of series \(placed.series.uid)"
                + (onSeries.elsewhere > 0 ? "; \(onSeries.elsewhere) image\(onSeries.elsewhere == 1 ? "" : "s") elsewhere" : ""))
        }
    }
}
