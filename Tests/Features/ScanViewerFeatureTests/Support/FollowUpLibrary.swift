import Foundation
import ScanViewerFeature
import ScanViewerLive
import Testing
import TomoCore
import TomoLibrary
import TomoPipeline
import TomoTestSupport

/// `FollowUpStudies` in a study library, and a viewer over it: what the comparison tests read.
@MainActor
enum FollowUpLibrary {
    /// A library of `FollowUpStudies` made in `scratch`.
    static func make(in scratch: URL) async throws -> URL {
        let files = scratch.appending(path: "files")
        try await FollowUpStudies.write(into: files)
        let folder = scratch.appending(path: "library")
        #expect(try await StudyLibrary(folder: folder).importFiles([files.path]).added == 15)
        return folder
    }

    /// A viewer over the library in `folder`, keeping alignments in file `alignments` and hanging by the protocols
    /// of file `protocols` where one is given.
    /// With `keptInLibrary`, pairs of the library's series are kept in it and only others in `alignments`.
    static func model(library folder: URL, alignments: URL? = nil, keptInLibrary: Bool = false, protocols: URL? = nil) -> ScanViewerModel {
        let client = HTTPClient(transport: ImagePipeline.defaultTransport(), retryPolicy: .never)
        var environment = ScanViewerEnvironment.library(folder, client: client, pipeline: ImagePipeline(configuration: .init(client: client)))
        environment.alignmentStore = alignments.map(AlignmentStore.file(at:))
        if keptInLibrary, let file = environment.alignmentStore { environment.alignmentStore = .library(folder, otherwise: file) }
        environment.hangingProtocols = protocols.map(HangingProtocolStore.file(at:))
        return ScanViewerModel(environment: environment)
    }
}
