import ArgumentParser
import TomoLibrary

/// `tomo library remove`: a study taken out of the library.
public struct LibraryRemoveCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a study from the library (its files stay where they are).",
        discussion: "Exits with 5 when the library holds no such study.")

    @Argument(help: ArgumentHelp("The study's Study Instance UID.", valueName: "study-uid"))
    public var study: String

    @OptionGroup public var options: LibraryOptions

    public init() {}

    public func run() async throws {
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
