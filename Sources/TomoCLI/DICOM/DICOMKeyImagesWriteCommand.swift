import ArgumentParser
import Foundation
import TomoArguments
import TomoCore
import TomoDICOM
import TomoReports
import TomoSeries

/// `tomo dicom ko write`: slices of a series as a Key Object Selection document.
struct DICOMKeyImagesWriteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "write",
        abstract: "Write slices of a series as a DICOM Key Object Selection document (key images).",
        discussion: """
            The document is a Key Object Selection (1.2.840.10008.5.1.4.1.1.88.59, TID 2010) in a new series \
            (KO, 9902, "Tomo key images") of the images' study, with their patient and study: titled --title \
            (CID 7010; "Of Interest" by default), an optional Key Object Description, an IMAGE item per slice's \
            instance (a multi-frame instance's slices as one item naming its frames, counted from 1) and the \
            evidence listing each instance in its series. Slices are counted in geometric order from 0, as \
            tomo render --slice and the viewer's slider count them. Store it with `tomo dicom send`, `tomo \
            library import --copy` or STOW-RS. Exit status 2 for a slice the series does not have or an unknown \
            title, 4 for sources that are not the series.
            """)

    @Argument(help: "DICOM files or folders holding the series, a DICOMweb server's root, a DICOM node or the library.", transform: DICOMSources.location)
    var sources: [Location]

    @Option(help: "The Series Instance UID (default: the only series found).")
    var series: String?

    @Option(name: .customLong("slice"), help: ArgumentHelp("A key slice, in geometric order from 0 (repeat for more).", valueName: "N"))
    var slices: [Int] = []

    @Option(help: ArgumentHelp("The document's title: one of \(Self.titleNames).", valueName: "TITLE"))
    var title = CodedConcept.ofInterest.meaning

    @Option(help: ArgumentHelp("The Key Object Description (free text).", valueName: "TEXT"))
    var description: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the document.", valueName: "KOS.dcm"))
    var output: String

    @OptionGroup var credentials: DICOMwebCredentialOptions

    init() {}

    /// The titles --title accepts, quoted and listed.
    static var titleNames: String {
        KeyObjectSelection.offeredTitles.map { "\"\($0.meaning)\"" }.joined(separator: ", ")
    }

    func validate() throws {
        try DICOMSources.checkServerAlone(in: sources)
        guard !slices.isEmpty else { throw ValidationError("give at least one --slice N") }
        guard Self.title(named: title) != nil else { throw ValidationError("--title \(title) is not one of \(Self.titleNames)") }
    }

    /// The offered title whose meaning is `name` (in any case).
    static func title(named name: String) -> CodedConcept? {
        KeyObjectSelection.offeredTitles.first { $0.meaning.caseInsensitiveCompare(name) == .orderedSame }
    }

    func run() async throws {
        let scan = try await DICOMSources.scan(sources, credentials: try credentials.credentials(), series: series)
        let chosen = try DICOMSeriesChoice.choose(series, in: scan, sources: sources)
        let selection: KeyObjectSelection
        do {
            selection = try KeyObjectSelection(
                slices: slices, of: ReportedSeries(chosen), seriesInstanceUID: chosen.uid, studyInstanceUID: chosen.summary.studyInstanceUID,
                title: Self.title(named: title) ?? .ofInterest, description: description)
        } catch {
            throw CommandFailure(.usage, "series \(chosen.uid): \(error)")
        }
        let source = try await DICOMSources.header(of: chosen, in: sources, credentials: try credentials.credentials())
        let data: Data
        do {
            data = try DICOMFileWriter.file(of: selection.dataSet(source: source, identity: .keyImages()))
        } catch {
            throw CommandFailure(.localFailure, "cannot encode the document: \(error)")
        }
        try OutputFile.write(data, to: output)
        let count = Set(slices).count
        print("wrote \(output): \(count) key image\(count == 1 ? "" : "s") (\(selection.title.meaning)) of series \(chosen.uid)")
    }
}
