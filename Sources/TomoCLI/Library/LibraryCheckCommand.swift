import ArgumentParser
import TomoLibrary

/// `tomo library check`: the indexed files gone or changed since they were imported.
struct LibraryCheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the library: its database whole, its files as they were imported.",
        discussion: """
            Runs SQLite's integrity check and compares each series' count with the instances it holds; then \
            reads no file, only sizes and modification times. Prints each problem found; importing a changed \
            file again brings the library up to date. Exits with 1 when some file is gone or changed, 6 when \
            the database is damaged.
            """)

    @OptionGroup var options: LibraryOptions

    init() {}

    func run() async throws {
        let library = try options.open()
        let damage: [String]
        let problems: [LibraryFileProblem]
        let counts: (studies: Int, series: Int, instances: Int)
        do {
            damage = try await library.integrityProblems()
            problems = try await library.check()
            counts = try await library.counts()
        } catch {
            throw error.commandFailure
        }
        guard damage.isEmpty else {
            for line in damage { print("database: \(line)") }
            throw CommandFailure(.localFailure, "the library's database in \(library.folder.path) is damaged")
        }
        for problem in problems { print(problem) }
        guard problems.isEmpty else {
            throw CommandFailure(.someSlicesFailed, "\(problems.count) of \(counts.instances) files are gone or changed")
        }
        let studies = counts.studies == 1 ? "1 study" : "\(counts.studies) studies"
        print("The database is whole; all \(counts.instances) files of \(studies) are as imported.")
    }
}
