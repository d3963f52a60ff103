import ArgumentParser
import Foundation
import TomoConnection
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoDICOMweb
import TomoDIMSE
import TomoLibrary
import TomoPipeline
import TomoSeries
import TomoTerminal

/// Where `tomo dicom` reads from: files and folders, DICOMweb servers named by their http(s) root
/// (`http://pacs.example/dicom-web`), DICOM nodes (`dicom://AET@HOST:PORT`) and the study library
/// (`library:`, or `library:DIR` for another than the default). Each server's series are assembled from its
/// metadata as files' are, a node's from the files it sends (C-GET, kept in the cache), the library's from
/// the headers it kept.
enum DICOMSources {
    /// The location `text` names, as an argument's transform parses it: a malformed one is a usage error that
    /// names what is wrong with it (`LocationError`), the same words the app uses.
    static func location(_ text: String) throws -> Location {
        do {
            return try Location(parsing: text)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// - Throws: `ValidationError` when `sources` name a DICOMweb server, a node or the library beside anything
    ///   else: a command that assembles one series reads a server or the library on its own.
    static func checkServerAlone(in sources: [Location]) throws {
        do {
            try Location.checkReadTogether(sources)
        } catch {
            throw ValidationError(error.description)
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

    /// The catalog of studies `location` names: a DICOMweb server (sent `credentials`), a DICOM node (asked as
    /// `dimse` says, its instances retrieved into the cache), the library, or files and folders.
    /// - Throws: `CommandFailure`: the series API, which holds no studies (a usage error); a library that cannot
    ///   be opened.
    static func catalog(at location: Location, credentials: HTTPCredentials?, dimse: DIMSEOptions) throws -> any StudyCatalog {
        switch location {
        case .node(let node): DIMSECatalog(client: dimse.client(of: dimse.node(node)))
        case .dicomWeb(let url): DICOMwebCatalog(baseURL: url, client: client(for: url, credentials: credentials))
        case .library(let folder): try openLibrary(at: folder)
        case .path(let path), .archive(let path): DICOMFilesCatalog(paths: [path])
        case .seriesAPI: throw CommandFailure(.usage, "\(location) is \(location.kindName), not a catalog of studies")
        }
    }

    /// The series source of files and folders, or of the library when `sources` is `library:` alone.
    static func fileSource(_ sources: [Location]) throws -> DICOMSeriesSource {
        if case .library(let folder) = sources.first {
            return try openLibrary(at: folder).seriesSource()
        }
        return DICOMSeriesSource(paths: sources.compactMap(\.filePath))
    }

    /// The DICOMweb root `sources` start with, if they do.
    static func webRoot(_ sources: [Location]) -> URL? {
        if case .dicomWeb(let url) = sources.first { url } else { nil }
    }

    /// The DICOM node `sources` start with, if they do.
    static func node(_ sources: [Location]) -> DIMSENode? {
        if case .node(let node) = sources.first { node } else { nil }
    }

    /// The series of the node `source` names, series `series` or its only one, retrieved (C-GET, or C-MOVE
    /// as `retrieval` says) into the cache unless already there, read from its files.
    static func scan(
        node source: DIMSENode, dimse: DIMSEOptions, retrieval: DIMSEClient.Retrieval, series uid: String?
    ) async throws -> DICOMScan {
        let (client, series) = try await nodeSeries(source, dimse: dimse, retrieval: retrieval, series: uid)
        let source = DIMSESeriesSource(client: client)
        let reporter = ProgressReporter(title: "retrieve")
        let expected = series.instanceCount ?? 0
        let last = Locked(PreloadProgress(total: expected))
        let folder = try await CommandFailure.dimse { () async throws(DIMSEError) in
            try await source.retrieved(series) { progress in
                // The node's count when it gave one; else what arrived and what it says remains.
                let total = expected > 0 ? expected : progress.remaining.map { progress.received + $0 } ?? progress.received
                let now = PreloadProgress(completed: progress.received, total: max(total, progress.received), bytes: progress.bytes)
                last.withLock { $0 = now }
                reporter.update(now)
            }
        }
        if last.withLock({ $0.completed }) > 0 { reporter.finish(last.withLock { $0 }) }
        return await DICOMScan.scan([folder.path])
    }

    /// The client of node `source` (retrieving as `retrieval` says) and its series `uid`, or its only series.
    /// - Throws: `CommandFailure`: the node failing, no such series, or several without `--series`.
    static func nodeSeries(
        _ source: DIMSENode, dimse: DIMSEOptions, retrieval: DIMSEClient.Retrieval, series uid: String?
    ) async throws -> (DIMSEClient, DIMSESeries) {
        let client = dimse.client(of: dimse.node(source), retrieval: retrieval)
        let found = try await CommandFailure.dimse { () async throws(DIMSEError) in try await client.series(uid: uid) }
        guard let series = found.first(where: { uid == nil || $0.uid == uid }) else {
            throw CommandFailure(.notFound, uid.map { "no series \($0) on \(source) (tomo dicom ls \(source) lists them)" }
                ?? "no series on \(source)")
        }
        guard uid != nil || found.count == 1 else {
            throw CommandFailure(.usage, "\(source) holds \(found.count) series: choose one with --series (tomo dicom ls \(source) lists them)")
        }
        return (client, series)
    }

    /// The first instance of `series` (read from `sources`), its elements before its pixel data, which a
    /// report or key object selection copies the patient and study from: its file's header, or its metadata
    /// from the server (sent `credentials`).
    static func header(of series: DICOMSeries, in sources: [Location], credentials: HTTPCredentials?) async throws -> DataSet {
        let location = series.summary.location, path = location.description
        guard let server = webRoot(sources), let instance = location.webURL else {
            do {
                return try DICOMFile.read(location, stopsAtPixelData: true).dataSet
            } catch {
                throw CommandFailure(.badData, "\(path): \(error)")
            }
        }
        let client = client(for: server, credentials: credentials)
        do {
            guard let first = try DICOMJSON.dataSets(from: try await client.send(DICOMwebAPI.metadata(ofInstanceAt: instance))).first else {
                throw CommandFailure(.badData, "\(path): the server sent no metadata for the instance")
            }
            return first
        } catch let error as DICOMError {
            throw CommandFailure(.badData, "\(path): \(error)")
        }
    }

    /// The client for the server at `url`, sending `credentials` to it alone.
    static func client(for url: URL, credentials: HTTPCredentials?, base: HTTPClient = ClientSession.client()) -> HTTPClient {
        base.authorizing(credentials, for: url)
    }

    /// The series of every source: the files and folders read together, each server on its own (sent
    /// `credentials`); the library's (series `series` alone when given).
    /// - Throws: what a server's answer throws (`HTTPError`, `DICOMError.invalidJSON`), as a `CommandFailure`.
    static func scan(
        _ sources: [Location], credentials: HTTPCredentials?, series: String? = nil, dimse: DIMSEOptions = DIMSEOptions(),
        retrieval: DIMSEClient.Retrieval = .get
    ) async throws -> DICOMScan {
        do {
            try Location.checkReadTogether(sources, webServersWithFiles: true)
        } catch {
            throw CommandFailure(.usage, error.description)
        }
        if let node = node(sources) {
            return try await scan(node: node, dimse: dimse, retrieval: retrieval, series: series)
        }
        if case .library(let folder) = sources.first {
            do {
                return try await openLibrary(at: folder).scan(series: series)
            } catch let error as LibraryError {
                throw CommandFailure(.localFailure, error.description)
            }
        }
        let paths = sources.compactMap(\.filePath)
        var scan = paths.isEmpty ? DICOMScan(series: [], skipped: []) : await DICOMScan.scan(paths)
        for case .dicomWeb(let url) in sources {
            do {
                let found = try await DICOMwebCatalog(baseURL: url, client: client(for: url, credentials: credentials)).scan()
                scan.series += found.series
                scan.skipped += found.skipped
            } catch let error as DICOMError {
                throw CommandFailure(.badData, "\(url.absoluteString): \(error)")
            }
        }
        return scan
    }
}
