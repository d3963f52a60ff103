import Foundation
import ScanViewerFeature
import Testing
import TomoCore
import TomoDICOMweb
import TomoImaging
import TomoPipeline
import TomoTestSupport

/// A PACS that sends no pixel data, only images it renders itself: the viewer shows them and says what they
/// lack, with no window of its own to offer.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct ScanViewerRenderedFramesTests {
    @Test func renderedFramesShowAsTheServerRendersThemAndTheViewerSaysTheyHaveNoHU() async throws {
        let head = try await HeadCTSeries.shared()
        try await withOrthanc { orthanc in
            try await orthanc.upload(head, slices: 0..<3)
            let refusing = FrameRefusingTransport(wrapping: ImagePipeline.defaultTransport()) { $0.hasPrefix("multipart/related") }
            let model = ViewerFixture.pacsModel(server: orthanc.dicomWebURL, transport: refusing)
            await model.open()
            #expect(model.phase == .ready && model.sliceCount == 3)
            #expect(model.studyText == "Cranium, Test · 2024-01-15 · Head · rendered by the server: 8-bit, no HU")
            #expect(!model.canAdjustWindow && model.presets.isEmpty)
            // No HU, no volume: axial only, and the layout menu says why.
            #expect(model.planesUnavailableReason == "rendered by the server: 8-bit, no HU")
            #expect(!model.setLayout(.threePlanes) && !model.handle(.control("2")) && model.layout == .axial)
            #expect(model.layoutMenuItems.dropFirst().allSatisfy { $0.hasSuffix(" (unavailable: rendered by the server: 8-bit, no HU)") })
            #expect(model.layoutMenuItems[1] == "Axial · coronal · sagittal (unavailable: rendered by the server: 8-bit, no HU)")
            await model.waitUntilDrawn()
            let shown = try #require(model.displayed)
            #expect(shown.window == nil)
            // The server's PNG of the slice shown, fetched apart.
            let catalog = DICOMwebCatalog(baseURL: orthanc.dicomWebURL, client: HTTPClient(transport: ImagePipeline.defaultTransport()))
            let instance = try #require(try await catalog.scan().series.first?.instances[shown.index])
            let png = try await HTTPClient(transport: ImagePipeline.defaultTransport()).response(
                for: HTTPRequest(url: instance.location.webURL!.appending(path: "frames/1/rendered"), headers: ["Accept": "image/png"]))
            #expect(shown.image == (try Bitmap(decoding: png.body).converted(to: .gray8)))
            await model.waitUntilPreloaded()
            #expect(model.failedSlices.isEmpty)
        }
    }
}
