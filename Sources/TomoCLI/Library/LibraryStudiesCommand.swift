import ArgumentParser
import TomoArguments
import TomoCore
import TomoDICOM
import TomoLibrary

/// `tomo library studies`: the library's studies, searched.
public struct LibraryStudiesCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "studies",
        abstract: "Search the library's studies.",
        discussion: """
            Each option narrows the search; the latest studies come first. The table and --json are those of \
            `tomo dicom studies` for a PACS. Exits with 5 when nothing matches.
            """)

    @Option(help: ArgumentHelp("Patient name; * and ? are wildcards (Doe*), case ignored.", valueName: "name"))
    public var patient: String?

    @Option(help: ArgumentHelp("Patient ID; * and ? are wildcards.", valueName: "id"))
    public var patientID: String?

    @Option(help: ArgumentHelp(
        "Study date or range: 20240115, 20240101-20241231, 20240101- (an open start needs --date=-20231231).", valueName: "from-to"))
    public var date: String?

    @Option(help: ArgumentHelp("A modality in the study (CT).", valueName: "code"))
    public var modality: String?

    @Option(help: ArgumentHelp("Accession number; * and ? are wildcards.", valueName: "number"))
    public var accession: String?

    @OptionGroup public var options: LibraryOptions

    @Flag(help: "Print JSON instead of a table.")
    public var json = false

    public init() {}

    public func validate() throws {
        if let date, !StudyQuery.isDateOrRange(date) {
            throw ValidationError("--date \(date) is not a date or range (20240115, 20240101-20241231, -20231231, 20240101-)")
        }
    }

    public func run() async throws {
        let query = StudyQuery(
            patientName: patient, patientID: patientID, studyDate: date, modality: modality, accessionNumber: accession)
        let library = try options.open()
        let studies: [DICOMStudy]
        do {
            studies = try await library.studies(matching: query)
        } catch {
            throw error.commandFailure
        }
        if json {
            print(DICOMStudiesCommand.json(of: studies).text)
        } else {
            print(DICOMStudiesCommand.table(of: studies).lines.joined(separator: "\n"))
        }
        guard !studies.isEmpty else { throw CommandFailure(.notFound, "no study in \(library.folder.path) matches") }
    }
}
