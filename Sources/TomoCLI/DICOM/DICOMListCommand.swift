import ArgumentParser
import TomoArguments
import TomoDICOM
import TomoTerminal

/// `tomo dicom ls`: the series found in DICOM files and folders.
public struct DICOMListCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "ls",
        abstract: "List the DICOM series in files and folders, or on a DICOMweb server.",
        discussion: """
            --json prints {"series": [{"seriesInstanceUID", "studyInstanceUID", "patientName", "modality", \
            "description", "images", "columns", "rows", "spacing": [x, y, z], "warnings": [...], "unreadableFiles": [...]}], \
            "skipped": [{"file", "reason"}]}; a series' unreadableFiles are the skipped files that held, or may \
            have held, its images. Skipped files are also named on standard error. Exits with 4 \
            when no DICOM image is found. A SOURCE that is an http(s) URL is a DICOMweb server's root \
            (e.g. http://pacs.example/dicom-web): its series are searched (QIDO-RS) and each is assembled from \
            its metadata (WADO-RS), with the same checks and the same output as files.
            """)

    @Argument(help: "DICOM files or folders, DICOMweb roots (http://…), or the study library (library: or library:DIR).")
    public var sources: [String]

    @OptionGroup public var credentials: DICOMwebCredentialOptions

    @Flag(help: "Print JSON instead of a table.")
    public var json = false

    public init() {}

    public func run() async throws {
        let scan = try await DICOMSources.scan(sources, credentials: try credentials.credentials())
        if json {
            print(scan.json.text)
        } else {
            print(Self.table(of: scan.series).lines.joined(separator: "\n"))
            for series in scan.series {
                for warning in series.warnings { StandardError.writeLine("Warning: series \(series.uid): \(warning)") }
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
            throw CommandFailure(.badData, "no DICOM images in \(sources.joined(separator: ", "))")
        }
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
