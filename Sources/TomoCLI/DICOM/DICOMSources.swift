import ArgumentParser
import Foundation
import TomoConnection
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoDICOMweb
import TomoLibrary

/// Where `tomo dicom` reads from: files and folders, DICOMweb servers named by their http(s) root
/// (`http://pacs.example/dicom-web`), and the study library (`library:`, or `library:DIR` for another than
/// the default). Each server's series are assembled from its metadata as files' are, the library's from the
/// headers it kept.
enum DICOMSources {
    /// - Throws: `ValidationError` when `sources` name a DICOMweb server or the library beside anything else:
    ///   a command that assembles one series reads a server or the library on its own.
    static func checkServerAlone(in sources: [String]) throws {
        if sources.count > 1, let server = sources.first(where: { isServer($0) || LibraryLocation.folder(named: $0) != nil }) {
            throw ValidationError("\(server): a DICOMweb server or the library is read on its own, not with other sources")
        }
    }

    /// The library at `folder`, or why it cannot be opened as a failure of the command.
    static func openLibrary(at folder: URL) throws -> StudyLibrary {
        do {
            return try StudyLibrary(folder: folder)
        } catch {
            throw CommandFailure(.localFailure, error.description)
        }
    }

    /// The series source of files and folders, or of the library when `sources` is `library:` alone.
    static func fileSource(_ sources: [String]) throws -> DICOMSeriesSource {
        if let folder = sources.first.flatMap({ LibraryLocation.folder(named: $0) }) {
            return try openLibrary(at: folder).seriesSource()
        }
        return DICOMSeriesSource(paths: sources)
    }

    /// Whether `source` names a DICOMweb server rather than a file or folder.
    static func isServer(_ source: String) -> Bool {
        DICOMwebAPI.rootURL(source) != nil
    }

    /// The client for the server at `url`, sending `credentials` to it alone.
    static func client(for url: URL, credentials: HTTPCredentials?, base: HTTPClient = ClientSession.client()) -> HTTPClient {
        base.authorizing(credentials, for: url)
    }

    /// The series of every source: the files and folders read together, each server on its own (sent
    /// `credentials`); the library's (series `series` alone when given).
    /// - Throws: what a server's answer throws (`HTTPError`, `DICOMError.invalidJSON`), as a `CommandFailure`.
    static func scan(_ sources: [String], credentials: HTTPCredentials?, series: String? = nil) async throws -> DICOMScan {
        if sources.count > 1, let library = sources.first(where: { LibraryLocation.folder(named: $0) != nil }) {
            throw CommandFailure(.usage, "\(library): the library is read on its own, not with other sources")
        }
        if let folder = sources.first.flatMap({ LibraryLocation.folder(named: $0) }) {
            do {
                return try await openLibrary(at: folder).scan(series: series)
            } catch let error as LibraryError {
                throw CommandFailure(.localFailure, error.description)
            }
        }
        let paths = sources.filter { !isServer($0) }
        var scan = paths.isEmpty ? DICOMScan(series: [], skipped: []) : await DICOMScan.scan(paths)
        for server in sources.filter(isServer) {
            guard let url = URL(string: server) else { continue }
            do {
                let found = try await DICOMwebCatalog(baseURL: url, client: client(for: url, credentials: credentials)).scan()
                scan.series += found.series
                scan.skipped += found.skipped
            } catch let error as DICOMError {
                throw CommandFailure(.badData, "\(server): \(error)")
            }
        }
        return scan
    }
}
