import Foundation
import TomoCore
import TomoLibrary

/// The study libraries the viewer has opened, one per folder: a library's database is opened once, whatever
/// searches and series use it.
final class LibraryShelf: Sendable {
    static let shared = LibraryShelf()

    private let libraries = Locked<[URL: StudyLibrary]>([:])

    /// The library in `folder`, opened (made when there is none) the first time.
    func library(at folder: URL) throws(LibraryError) -> StudyLibrary {
        if let open = libraries.withLock({ $0[folder] }) { return open }
        let library = try StudyLibrary(folder: folder)
        return libraries.withLock { libraries in
            if let open = libraries[folder] { return open }
            libraries[folder] = library
            return library
        }
    }
}
