import Foundation
import ScanViewerFeature
import ScanViewerLive
import Testing
import TomoCore
import TomoLibrary
import TomoPipeline
import TomoTestSupport

/// The head CT's first slices in a study library, and the environment of a viewer over it: where documents the
/// viewer shares (reports, key images) are kept.
@MainActor
enum HeadLibrary {
    /// A viewer's environment over a library in `scratch/library` holding the head CT's slices `slices` (imported
    /// from copies in `scratch/files`), reached through `client`; and the library's folder.
    static func environment(slices: Range<Int>, in scratch: URL, client: HTTPClient) async throws -> (ScanViewerEnvironment, URL) {
        let head = try await HeadCTSeries.shared()
        let files = scratch.appending(path: "files")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        for slice in slices {
            try FileManager.default.copyItem(at: head.folder.appending(path: head.fileName(ofSlice: slice)), to: files.appending(path: head.fileName(ofSlice: slice)))
        }
        let folder = scratch.appending(path: "library")
        #expect(try await StudyLibrary(folder: folder).importFiles([files.path]).added == slices.count)
        return (ScanViewerEnvironment.library(folder, client: client, pipeline: ImagePipeline(configuration: .init(client: client))), folder)
    }
}
