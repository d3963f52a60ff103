import ArgumentParser
import Foundation
import TomoLibrary
import TomoSeries

/// `--library DIR`: which study library a command works on.
struct LibraryOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The library's folder (default: $TOMO_LIBRARY, else $XDG_DATA_HOME/tomo/library).", valueName: "dir"))
    var library: String?

    init() {}

    /// The folder named, or the default one.
    var folder: URL {
        library.map { URL(filePath: $0, directoryHint: .isDirectory) } ?? LibraryLocation.folder()
    }

    /// The library, made when there is none yet.
    func open() throws -> StudyLibrary {
        try DICOMSources.openLibrary(at: folder)
    }
}

extension LibraryError {
    /// The failure of a command: no such study is 5, anything else a local failure (6).
    var commandFailure: CommandFailure {
        switch self {
        case .unknownStudy: CommandFailure(.notFound, description)
        case .cannotOpen, .database: CommandFailure(.localFailure, description)
        }
    }
}
