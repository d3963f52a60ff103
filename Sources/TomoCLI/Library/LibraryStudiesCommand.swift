import ArgumentParser
import TomoArguments
import TomoCore
import TomoSeries
import TomoDICOM
import TomoLibrary

/// `tomo library studies`: the library's studies, searched.
struct LibraryStudiesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studies",
        abstract: "Search the library's studies.",
        discussion: """
            Each option narrows the search (names, IDs and accession numbers with * and ? as wildcards, case \
            ignored); the latest studies come first. The table and --json are those of `tomo dicom studies` for \
            a PACS. Exits with 5 when nothing matches.
            """)

    @OptionGroup var search: StudySearchOptions

    @OptionGroup var options: LibraryOptions

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    init() {}

    func run() async throws {
        let query = search.query
        let library = try options.open()
        let studies: [StudySummary]
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
