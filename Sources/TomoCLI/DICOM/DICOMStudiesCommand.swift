import ArgumentParser
import Foundation
import TomoArguments
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoDICOMweb
import TomoDIMSE
import TomoLibrary
import TomoSeries
import TomoTerminal

/// `tomo dicom studies`: a catalog's studies, searched over DICOMweb (QIDO-RS), DIMSE (C-FIND) or in the library.
struct DICOMStudiesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studies",
        abstract: "Search a catalog's studies: a DICOMweb server (QIDO-RS), a DICOM node (C-FIND), the study library or files.",
        discussion: """
            SERVER is a DICOMweb root (http://…/dicom-web), a DICOM node (dicom://AET@HOST:PORT, \
            ?calling=TITLE or --aet for Tomo's title), the study library (library: or library:DIR), or DICOM files \
            and folders (their studies read from the files, searched the same way; the files that hold neither an \
            image nor a report or other object of a study are named on standard error, "Skipped: FILE: reason", as \
            tomo dicom ls names them). Each option narrows the search; the latest studies come first. --json prints {"studies": \
            [{"studyInstanceUID", "patientName", "patientID", "studyDate", "description", "accessionNumber", \
            "modalities": [...], "series", "instances"}]}, a field the server did not give left out. Exits \
            with 5 when nothing matches.
            """)

    @Argument(
        help: ArgumentHelp("The server's DICOMweb root, a DICOM node, library:, or a folder of DICOM files.", valueName: "server"),
        transform: DICOMSources.location)
    var server: Location

    @OptionGroup var search: StudySearchOptions

    @OptionGroup var credentials: DICOMwebCredentialOptions

    @OptionGroup var dimse: DIMSEOptions

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    init() {}

    func validate() throws {
        guard server.isCatalog || server.isLocalFiles else {
            throw ValidationError(
                "\(server) is \(server.kindName), not a catalog of studies: a DICOMweb root (an http:// or https:// URL), a DICOM node (dicom://AET@HOST:PORT), library: or files")
        }
    }

    func run() async throws {
        let catalog = try DICOMSources.catalog(at: server, credentials: try credentials.credentials(), dimse: dimse)
        let studies: [StudySummary]
        do {
            studies = try await catalog.studies(matching: search.query)
        } catch {
            throw CommandFailure(classifying: error, at: server)
        }
        if let files = catalog as? DICOMFilesCatalog {
            for skipped in await files.skipped { StandardError.writeLine("Skipped: \(skipped)") }
        }
        if json {
            print(Self.json(of: studies).text)
        } else {
            print(Self.table(of: studies).lines.joined(separator: "\n"))
        }
        guard !studies.isEmpty else { throw CommandFailure(.notFound, "no study on \(server) matches") }
    }

    /// The studies as a table, one per line, unknown fields as `-`.
    static func table(of studies: [StudySummary]) -> TextTable {
        var table = TextTable(
            header: ["STUDY", "PATIENT", "PATIENT ID", "DATE", "MODALITIES", "SERIES", "IMAGES", "DESCRIPTION"], rightAligned: [5, 6])
        for study in studies {
            table.rows.append([
                study.studyInstanceUID, study.patientName ?? "-", study.patientID ?? "-", study.studyDate ?? "-",
                study.modalities.isEmpty ? "-" : study.modalities.joined(separator: ","), study.seriesCount.map(String.init) ?? "-",
                study.instanceCount.map(String.init) ?? "-", study.description ?? "-",
            ])
        }
        return table
    }

    /// `{"studies": [...]}` as `--json` prints it.
    static func json(of studies: [StudySummary]) -> JSONValue {
        .object([("studies", .array(studies.map { study in
            var fields: [(String, JSONValue)] = [("studyInstanceUID", .string(study.studyInstanceUID))]
            for (key, value) in [
                ("patientName", study.patientName), ("patientID", study.patientID), ("studyDate", study.studyDate),
                ("description", study.description), ("accessionNumber", study.accessionNumber),
            ] {
                if let value { fields.append((key, .string(value))) }
            }
            fields.append(("modalities", .array(study.modalities.map(JSONValue.string))))
            if let count = study.seriesCount { fields.append(("series", .number(count))) }
            if let count = study.instanceCount { fields.append(("instances", .number(count))) }
            return .object(fields)
        }))])
    }
}
