import ArgumentParser
import TomoLibrary

/// `tomo library remove`: a study taken out of the library.
struct LibraryRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a study from the library (its files stay where they are).",
        discussion: "Exits with 5 when the library holds no such study.")

    @Argument(help: ArgumentHelp("The study's Study Instance UID.", valueName: "study-uid"))
    var study: String

    @OptionGroup var options: LibraryOptions

    init() {}

    func run() async throws {
        let library = try options.open()
        let removed: Int
        do {
            removed = try await library.removeStudy(study)
        } catch {
            throw error.commandFailure
        }
        print("Removed study \(study) (\(removed == 1 ? "1 instance" : "\(removed) instances")); its files stay where they are.")
    }
}
