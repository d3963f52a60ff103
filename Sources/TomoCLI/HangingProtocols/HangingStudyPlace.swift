import Foundation
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoDIMSE
import TomoLibrary
import TomoSeries

/// A study named on the command line, as a hanging protocol sees it: the series of one study at a place.
enum HangingStudyPlace {
    /// The series of the study at `location` (study `uid` of those there, where given; else its only one): read
    /// from the files' headers (the library's, a DICOMweb server's metadata), or listed by C-FIND on a node.
    /// - Throws: `CommandFailure`: nothing there, no such study, several studies and none named.
    static func series(
        at location: Location, study uid: String?, credentials: HTTPCredentials?, dimse: DIMSEOptions
    ) async throws -> [SeriesEntry] {
        var named = uid
        let entries: [SeriesEntry]
        switch location {
        case .library(let folder):
            if named == nil { named = CompareSide.studyUID(naming: folder) }
            let at = named != nil && CompareSide.studyUID(naming: folder) != nil ? LibraryLocation.folder() : folder
            do {
                entries = try await DICOMSources.openLibrary(at: at).scan(study: named).series.map(\.entry)
            } catch let error as LibraryError {
                throw error.commandFailure
            }
        case .node(let node):
            let client = dimse.client(of: dimse.node(node))
            let listed = try await CommandFailure.dimse { () async throws(DIMSEError) in try await client.series(uid: nil) }
            entries = listed.filter(\.holdsImages).map(\.entry)
        default:
            entries = try await DICOMSources.scan([location], credentials: credentials).series.map(\.entry)
        }
        let studies = Array(Set(entries.compactMap(\.studyInstanceUID))).sorted()
        if let named {
            let chosen = entries.filter { $0.studyInstanceUID == named }
            guard !chosen.isEmpty else { throw CommandFailure(.notFound, "no study \(named) at \(location)") }
            return chosen
        }
        guard !entries.isEmpty else { throw CommandFailure(.notFound, "no image series at \(location)") }
        guard studies.count <= 1 else {
            throw CommandFailure(.usage, "\(location) holds \(studies.count) studies: name one with --study (\(studies.joined(separator: ", ")))")
        }
        return entries
    }
}
