import ArgumentParser
import TomoArguments
import TomoCore
import TomoLibrary
import TomoSeries

/// `tomo library priors`: the same patient's earlier studies in the library, what a follow-up is read beside.
struct LibraryPriorsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "priors",
        abstract: "List a library study's priors: the same patient's earlier studies, the one to compare with first.",
        discussion: """
            A prior has the study's Patient ID exactly (a study naming none has no priors; another ID is never \
            one, whatever the name), of the same Issuer of Patient ID where both name one (the same ID from \
            another hospital is another patient), and is dated on or before it. Those sharing a modality with the study come \
            first, each group most recent first, undated ones last: the first is the one Compare with prior \
            opens. A prior whose Patient Name differs under the same ID is marked (NAME column "differs"). \
            --json prints {"study": {"studyInstanceUID", "patientName", "patientID", "issuerOfPatientID", \
            "studyDate", "modalities"}, "priors": [{"studyInstanceUID", "studyDate", "description", "modalities", \
            "series", "patientName", "issuerOfPatientID", "patientNameDiffers", "sharesModality"}]}, a field the files did not give left out. Exits with 5 when \
            the library holds no such study; no priors is an empty list.
            """)

    @Argument(help: ArgumentHelp("The study's Study Instance UID.", valueName: "study-uid"))
    var study: String

    @OptionGroup var options: LibraryOptions

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    init() {}

    func run() async throws {
        let library = try options.open()
        let current: StudySummary
        let priors: [PriorStudy]
        do {
            guard let found = try await library.study(study) else { throw LibraryError.unknownStudy(study) }
            current = found
            priors = try await library.priors(of: found)
        } catch let error as LibraryError {
            throw error.commandFailure
        }
        if json {
            print(Self.json(of: priors, for: current).text)
        } else {
            print(Self.table(of: priors).lines.joined(separator: "\n"))
        }
    }

    /// The priors as a table, first the one to compare with, unknown fields as `-`.
    static func table(of priors: [PriorStudy]) -> TextTable {
        var table = TextTable(header: ["STUDY", "DATE", "MODALITIES", "SERIES", "NAME", "DESCRIPTION"], rightAligned: [3])
        for prior in priors {
            let study = prior.study
            table.rows.append([
                study.studyInstanceUID, study.studyDate ?? "-", study.modalities.isEmpty ? "-" : study.modalities.joined(separator: ","),
                study.seriesCount.map(String.init) ?? "-", prior.patientNameDiffers ? "differs" : "same", study.description ?? "-",
            ])
        }
        return table
    }

    /// `{"study": {...}, "priors": [...]}` as `--json` prints it.
    static func json(of priors: [PriorStudy], for current: StudySummary) -> JSONValue {
        func fields(_ pairs: [(String, String?)]) -> [(String, JSONValue)] {
            pairs.compactMap { key, value in value.map { (key, .string($0)) } }
        }
        let study = fields([
            ("studyInstanceUID", current.studyInstanceUID), ("patientName", current.patientName), ("patientID", current.patientID),
            ("issuerOfPatientID", current.issuerOfPatientID), ("studyDate", current.studyDate),
        ]) + [("modalities", .array(current.modalities.map(JSONValue.string)))]
        return .object([
            ("study", .object(study)),
            ("priors", .array(priors.map { prior in
                var entry = fields([
                    ("studyInstanceUID", prior.study.studyInstanceUID), ("studyDate", prior.study.studyDate),
                    ("description", prior.study.description),
                ])
                entry.append(("modalities", .array(prior.study.modalities.map(JSONValue.string))))
                if let count = prior.study.seriesCount { entry.append(("series", .number(count))) }
                entry += fields([("patientName", prior.study.patientName), ("issuerOfPatientID", prior.study.issuerOfPatientID)])
                entry.append(("patientNameDiffers", .bool(prior.patientNameDiffers)))
                entry.append(("sharesModality", .bool(prior.sharesModality)))
                return .object(entry)
            })),
        ])
    }
}
