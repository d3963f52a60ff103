import FeatureSupport
import Foundation
import ScanViewerFeature
import Testing
import TomoCore
import TomoDICOM
import TomoDICOMweb
import TomoPipeline
import TomoTestSupport

/// A PACS that goes away halfway through a series, in the viewer: what arrived stays, Retry loads the rest.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct ScanViewerPACSOutageTests {
    /// The real transport, holding back the frames of `held` URLs until `gate` opens.
    final class HoldingTransport: HTTPTransport {
        private let real = ImagePipeline.defaultTransport()
        let held: Set<URL>
        let gate = TestGate()

        init(holding held: Set<URL>) {
            self.held = held
        }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            if held.contains(request.url) { await gate.wait() }
            return try await real.send(request)
        }
    }

    @Test func theSlicesThatArrivedStayAndRetryLoadsTheRestOnceTheServerIsBack() async throws {
        let head = try await HeadCTSeries.shared()
        let count = 24, half = 12
        try await withOrthanc { orthanc in
            try await orthanc.upload(head, slices: 0..<count)
            // The frames of the second half in geometric order (as the viewer orders them) are held back.
            let plain = HTTPClient(transport: ImagePipeline.defaultTransport(), retryPolicy: .never)
            let ordered = try #require(try await DICOMwebCatalog(baseURL: orthanc.dicomWebURL, client: plain).scan().series.first)
            let secondHalf = ordered.instances[half...].compactMap { $0.location.webURL?.appending(path: "frames/1") }
            let transport = HoldingTransport(holding: Set(secondHalf))
            let model = ViewerFixture.pacsModel(server: orthanc.dicomWebURL, transport: transport)
            await model.open()
            #expect(model.phase == .ready && model.sliceCount == count)
            await model.waitUntil { $0.progress.completed == half }

            await orthanc.pause()
            transport.gate.open()
            await model.waitUntilPreloaded()
            #expect(model.progress.completed == half && model.progress.failed == count - half)
            #expect(Set(model.failedSlices.keys) == Set(half..<count))
            #expect(model.failedSlices[half]?.contains("127.0.0.1") == true, "names the server: \(model.failedSlices[half] ?? "")")
            model.setIndex(half + 1)
            await model.waitUntilDrawn()
            #expect(model.banner?.message.hasPrefix("Slice \(half + 2) did not load: ") == true, "\(String(describing: model.banner))")
            model.setIndex(3)
            await model.waitUntilDrawn()
            #expect(model.displayed?.index == 3, "a slice that arrived still shows")

            try await orthanc.resume()
            await model.retry()
            await model.waitUntil { $0.progress.completed == count }
            #expect(model.failedSlices.isEmpty)
            model.setIndex(count - 1)
            await model.waitUntilDrawn()
            #expect(model.displayed?.index == count - 1 && model.banner == nil)
        }
    }
}
