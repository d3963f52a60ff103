import Foundation
import ScanViewerFeature
import Testing
import TomoCore
import TomoPipeline
import TomoTestSupport

/// A series named when the viewer opens a PACS (`tomo-desktop --dicom URL --series UID`) shows before the
/// server's other series are read: on a large PACS, reading every series' metadata first took long.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct ScanViewerSeriesByUIDTests {
    @Test func theSeriesNamedOpensFirstAndTheMenuListsEveryOneAfter() async throws {
        try await withOrthanc { orthanc in
            let head = try await orthanc.uploadThreeStudies()
            let transport = RecordingTransport(wrapping: ImagePipeline.defaultTransport())
            let model = ViewerFixture.pacsModel(server: orthanc.dicomWebURL, transport: transport)
            await model.open(seriesID: head.seriesInstanceUID)
            #expect(model.phase == .ready && model.series?.entry.id == head.seriesInstanceUID && model.sliceCount == 3)
            #expect(model.catalog.count == 3 && model.seriesMenuItems.count == 3, "the menu lists the server's series once read")
            let urls = transport.urls
            let firstFrame = try #require(urls.firstIndex { $0.path().contains("/frames/") })
            let wholeSearch = try #require(urls.firstIndex { $0.path().hasSuffix("/series") && $0.query()?.contains("SeriesInstanceUID") != true })
            #expect(firstFrame < wholeSearch, "slice 0 came before the list of every series: \(urls)")
            #expect(urls[..<firstFrame].filter { $0.path().hasSuffix("/metadata") }.count == 1, "one series' metadata before it")
            await model.waitUntilPreloaded()
        }
    }
}
