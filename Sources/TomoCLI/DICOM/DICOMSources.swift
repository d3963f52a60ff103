import ArgumentParser
import Foundation
import TomoConnection
import TomoCore
import TomoDICOM
import TomoDICOMweb

/// Where `tomo dicom` reads from: files and folders, and DICOMweb servers named by their http(s) root
/// (`http://pacs.example/dicom-web`). Each server's series are assembled from its metadata as files' are.
enum DICOMSources {
    /// - Throws: `ValidationError` when `sources` name a DICOMweb server beside anything else: a command
    ///   that assembles one series reads a server on its own.
    static func checkServerAlone(in sources: [String]) throws {
        if sources.count > 1, let server = sources.first(where: isServer) {
            throw ValidationError("\(server): a DICOMweb server is read on its own, not with other sources")
        }
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
    /// `credentials`).
    /// - Throws: what a server's answer throws (`HTTPError`, `DICOMError.invalidJSON`), as a `CommandFailure`.
    static func scan(_ sources: [String], credentials: HTTPCredentials?) async throws -> DICOMScan {
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
