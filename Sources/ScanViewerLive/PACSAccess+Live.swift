import Foundation
import ScanViewerFeature
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoDICOMweb
import TomoDIMSE
import TomoLibrary
import TomoPipeline
import TomoSeries

extension PACSAccess {
    /// DICOMweb servers reached by `client` (credentials added per server), their frames loaded through
    /// `pipeline` (which decodes DICOMweb frames), DICOM nodes (`dicom://AET@HOST:PORT`: searched by C-FIND, a
    /// series placed from an image-level C-FIND and each instance retrieved by C-GET as its slice is needed) and study libraries (`library:`, `library:DIR`:
    /// searched and opened from their database); the study browser offers `server` first.
    /// Series retrieved from DICOM nodes are kept in `retrievalFolder`; with a `library`, each is also indexed
    /// there (in place) once every instance has come, so that it is found in the library too.
    public static func live(
        client: HTTPClient, pipeline: ImagePipeline, server: URL? = nil, retrievalFolder: URL = DIMSESeriesSource.defaultFolder,
        library: URL? = nil
    ) -> PACSAccess {
        let keep = library.map(Self.keeping(in:))
        /// The catalog at `server`, reached with `credentials`.
        @Sendable func catalog(at server: URL, credentials: HTTPCredentials?) throws -> any StudyCatalog {
            switch Location(address: server) {
            case .library(let folder): try LibraryShelf.shared.library(at: folder)
            case .node(let node): DIMSECatalog(client: DIMSEClient(node: node), folder: retrievalFolder, keep: keep)
            default: DICOMwebCatalog(baseURL: server, client: client.authorizing(credentials, for: server), pipeline: pipeline)
            }
        }
        return PACSAccess(
            server: server,
            searchStudies: { server, credentials, query in
                try await catalog(at: server, credentials: credentials).studies(matching: query)
            },
            source: { target in
                do {
                    return try catalog(at: target.server, credentials: target.credentials).source(ofStudy: target.study)
                } catch {
                    // Told where a source tells what it could not read: the picker and the banner name it.
                    return DICOMSeriesSource(name: target.server.absoluteString) {
                        DICOMScan(series: [], skipped: [DICOMFileError(path: target.server.path, error: .unreadable("\(error)"))])
                    }
                }
            },
            importFiles: { server, paths, progress in
                guard case .library(let folder) = Location(address: server) else { throw StudyImport.Refusal(server: server) }
                let summary = try await LibraryShelf.shared.library(at: folder).importFiles(paths) { step in
                    progress(StudyImport.Progress(filesDone: step.filesDone, fileCount: step.fileCount, studyCount: step.studyCount))
                }
                return StudyImport.Outcome(summary: summary.line, skipped: summary.skipped.map(\.description))
            })
    }

    /// Indexes a retrieved series' folder in the library at `library`, in place. One that cannot be indexed is
    /// still kept in its folder, where the series opens from again.
    private static func keeping(in library: URL) -> @Sendable (URL) async -> Void {
        { folder in
            _ = try? await LibraryShelf.shared.library(at: library).importFiles([folder.path])
        }
    }
}
