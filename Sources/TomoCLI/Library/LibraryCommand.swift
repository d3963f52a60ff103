import ArgumentParser

/// `tomo library`: the local study library.
struct LibraryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "library",
        abstract: "The local study library: import DICOM folders once, then find studies and open them at once.",
        discussion: """
            The library indexes DICOM files where they are (a ZIP archive's inside it), or copies them into \
            its store (import --copy); its SQLite database and store are in its folder, \
            $XDG_DATA_HOME/tomo/library unless --library or $TOMO_LIBRARY names another. Importing again \
            adds only what is new or changed. `tomo dicom ls|volume|stats library:` and `tomo render --dicom \
            library:` read its series (with --series UID) without reading a header again.
            """,
        subcommands: [
            LibraryImportCommand.self, LibraryStudiesCommand.self, LibrarySeriesCommand.self, LibraryRemoveCommand.self,
            LibraryPriorsCommand.self, LibraryCheckCommand.self, LibraryReceiveCommand.self,
        ])

    init() {}
}
