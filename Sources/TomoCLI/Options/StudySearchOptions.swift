import ArgumentParser
import TomoCore

/// What a study search matches, as `tomo dicom studies` (a PACS) and `tomo library studies` take it: each
/// option narrows the search.
struct StudySearchOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Patient name; * and ? are wildcards (Doe*).", valueName: "name"))
    var patient: String?

    @Option(help: ArgumentHelp("Patient ID.", valueName: "id"))
    var patientID: String?

    @Option(help: ArgumentHelp(
        "Study date or range: 20240115, 20240101-20241231, 20240101- (an open start needs --date=-20231231).", valueName: "from-to"))
    var date: String?

    @Option(help: ArgumentHelp("A modality in the study (CT).", valueName: "code"))
    var modality: String?

    @Option(help: ArgumentHelp("Accession number.", valueName: "number"))
    var accession: String?

    init() {}

    func validate() throws {
        if let date, !StudyQuery.isDateOrRange(date) {
            throw ValidationError("--date \(date) is not a date or range (20240115, 20240101-20241231, -20231231, 20240101-)")
        }
    }

    /// The search the options describe.
    var query: StudyQuery {
        StudyQuery(patientName: patient, patientID: patientID, studyDate: date, modality: modality, accessionNumber: accession)
    }
}
