import ArgumentParser
import TomoArguments
import TomoCore
import TomoDICOM
import TomoDIMSE
import TomoSeries
import TomoTerminal

/// `tomo dicom ls`: the series found in DICOM files and folders.
struct DICOMListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ls",
        abstract: "List the DICOM series in files and folders, on a DICOMweb server or a DICOM node.",
        discussion: """
            --json prints {"series": [{"seriesInstanceUID", "studyInstanceUID", "patientName", "modality", \
            "description", "images", "columns", "rows", "spacing": [x, y, z], "warnings": [...], "unreadableFiles": [...], \
            "damagedFiles": [{"file", "reason"}]}], "skipped": [{"file", "reason"}]}; a series' unreadableFiles are \
            the skipped files that held, or may have held, its images; its damagedFiles end inside their pixel \
            data: their images are counted and keep their places in the series (as tomo library import keeps \
            them), but cannot load. Skipped files are also named on standard error (and, without --json, each \
            damaged file with its series' warnings). Exits with 4 \
            when no DICOM image is found. A SOURCE that is an http(s) URL is a DICOMweb server's root \
            (e.g. http://pacs.example/dicom-web): its series are searched (QIDO-RS) and each is assembled from \
            its metadata (WADO-RS), with the same checks and the same output as files. A SOURCE dicom://AET@HOST:PORT \
            is a DICOM node: its series are listed from C-FIND at series level (images as the node counts them; \
            size, spacing and warnings left out: they need the files), or, with --series, that series is \
            retrieved (C-GET, into $XDG_CACHE_HOME/tomo/dimse) and listed from its files.
            """)

    @Argument(help: "DICOM files, folders or ZIP archives, DICOMweb roots (http://…), a DICOM node (dicom://AET@HOST:PORT), or the study library (library: or library:DIR).", transform: DICOMSources.location)
    var sources: [Location]

    @Option(help: "A DICOM node's series to retrieve and list from its files.")
    var series: String?

    @OptionGroup var credentials: DICOMwebCredentialOptions

    @OptionGroup var dimse: DIMSEOptions

    @OptionGroup var retrieval: DIMSERetrievalOptions

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    init() {}

    func run() async throws {
        if sources.count == 1, let node = DICOMSources.node(sources), series == nil {
            try await listNode(node)
            return
        }
        let scan = try await DICOMSources.scan(sources, credentials: try credentials.credentials(), series: series, dimse: dimse, retrieval: retrieval.retrieval)
        if json {
            print(scan.json.text)
        } else {
            print(Self.table(of: scan.series).lines.joined(separator: "\n"))
            for series in scan.series {
                for warning in series.warnings {
                    guard case .cutShortFiles(let files) = warning else {
                        StandardError.writeLine("Warning: series \(series.uid): \(warning)")
                        continue
                    }
                    for file in files {
                        StandardError.writeLine("Warning: series \(series.uid): \(file): its image keeps its place but cannot load")
                    }
                }
                let lost = series.skippedFiles.count
                if lost > 0 {
                    StandardError.writeLine(
                        "Warning: series \(series.uid): \(lost) \(lost == 1 ? "file" : "files") could not be read "
                            + "(named below): \(lost == 1 ? "its" : "their") images are missing")
                }
            }
        }
        for skipped in scan.skipped { StandardError.writeLine("Skipped: \(skipped)") }
        guard !scan.series.isEmpty else {
            throw DICOMSeriesChoice.noImages(in: scan, sources: sources)
        }
    }

    /// Lists the series of `node`, as its C-FIND at series level gives them.
    private func listNode(_ node: DIMSENode) async throws {
        let client = dimse.client(of: dimse.node(node))
        let found = try await CommandFailure.dimse { () async throws(DIMSEError) in try await client.series() }
        if json {
            let listed: [JSONValue] = found.map { series in
                let fields: [(key: String, value: JSONValue?)] = [
                    ("seriesInstanceUID", .string(series.uid)), ("studyInstanceUID", .string(series.studyUID)),
                    ("patientName", series.patientName.map(JSONValue.string)), ("modality", series.modality.map(JSONValue.string)),
                    ("description", series.description.map(JSONValue.string)), ("images", series.instanceCount.map(JSONValue.number)),
                ]
                return .object(fields)
            }
            print(JSONValue.object([("series", .array(listed)), ("skipped", .array([]))]).text)
        } else {
            var table = TextTable(header: ["SERIES", "PATIENT", "STUDY DATE", "MODALITY", "IMAGES", "DESCRIPTION"], rightAligned: [4])
            for series in found {
                table.rows.append([
                    series.uid, series.patientName ?? "-", series.studyDate ?? "-", series.modality ?? "-",
                    series.instanceCount.map(String.init) ?? "-", series.description ?? "-",
                ])
            }
            print(table.lines.joined(separator: "\n"))
        }
        guard !found.isEmpty else { throw CommandFailure(.notFound, "no series on \(node)") }
    }

    /// The series as a table, one per line.
    static func table(of series: [DICOMSeries]) -> TextTable {
        var table = TextTable(
            header: ["SERIES", "PATIENT", "STUDY DATE", "MODALITY", "IMAGES", "SIZE", "DESCRIPTION"], rightAligned: [4])
        for series in series {
            let first = series.summary
            table.rows.append([
                series.uid, first.patientName ?? "-", first.studyDate ?? "-", first.modality ?? "-",
                String(series.instances.count), "\(first.columns)×\(first.rows)",
                first.seriesDescription ?? "-",
            ])
        }
        return table
    }
}
