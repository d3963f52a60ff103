import Foundation
import GRDB

/// Why the library could not do what was asked.
public enum LibraryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The library's folder or database could not be made or read.
    case cannotOpen(URL, reason: String)
    /// The database refused a read or a change (a full disk, a damaged file).
    case database(String)
    /// No study with this Study Instance UID is in the library.
    case unknownStudy(String)

    init(_ error: any Error) {
        if let error = error as? LibraryError {
            self = error
        } else if let error = error as? DatabaseError {
            self = .database(error.message ?? "\(error)")
        } else {
            self = .database("\(error)")
        }
    }

    public var description: String {
        switch self {
        case .cannotOpen(let folder, let reason): "cannot open the library in \(folder.path): \(reason)"
        case .database(let reason): "the library's database failed: \(reason)"
        case .unknownStudy(let uid): "no study \(uid) in the library"
        }
    }
}
