import Foundation
import Testing
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoDICOMweb
import TomoPipeline
import TomoSeries
import TomoTestSupport

/// Overlay Planes from a real Orthanc, whose metadata gives their bits as bulk data: fetched once per
/// instance as its slice is shown or filled, then drawn as the files draw them.
@Suite(.timeLimit(.minutes(10)))
struct DICOMwebOverlayTests {
    @Test func overlaysComeAsBulkDataAndAreDrawnAsTheFilesDrawThem() async throws {
        let paths = [
            try await DICOMSamples.pydicomFile("examples_overlay.dcm"),
            try await DICOMSamples.pydicomDataFile("MR-SIEMENS-DICOM-WithOverlays.dcm"),
        ]
        try await withOrthanc { orthanc in
            for path in paths { try await orthanc.upload(path) }
            let transport = RecordingTransport(wrapping: ImagePipeline.defaultTransport())
            let pipeline = ImagePipeline(configuration: .init(client: HTTPClient(transport: transport)))
            for path in paths {
                let data = try DICOMFile.read(path: path, stopsAtPixelData: true).dataSet
                let (uid, sop) = (try #require(data.string(.seriesInstanceUID)), data.string(.sopInstanceUID))
                let expected = try await DICOMSeriesSource(paths: [path]).openSeries(id: uid).overlays(ofSlice: 0)
                #expect(expected.count == 1 && expected[0].marks.contains(true), "\(path)")

                // Shown: its overlays come with the slice. (Both files are of one series.)
                let shown = try #require(
                    try await DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, pipeline: pipeline).openSeries(id: uid) as? any DICOMBackedSeries)
                let index = try #require(shown.series.instances.firstIndex { $0.sopInstanceUID == sop })
                _ = try await shown.slice(at: index)
                #expect(Self.summary(shown.overlays(ofSlice: index)) == Self.summary(expected), "\(path), shown")

                // Filled into the volume by the preloader, never shown: the same.
                let filled = try await DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, pipeline: pipeline).openSeries(id: uid)
                let preloader = SeriesPreloader(count: filled.sliceCount, concurrency: filled.fillConcurrency) { try await filled.fillSlice(at: $0) }
                await preloader.run()
                #expect(Self.summary(filled.overlays(ofSlice: index)) == Self.summary(expected), "\(path), filled")
            }
            // Each instance's bits fetched once per opening of the series (four openings): slice 0's as it opens,
            // then the other's when shown (once of two) or filled (both times).
            let bulk = transport.requests.filter { $0.url.path().contains("/bulk/") }
            #expect(bulk.count == 4 + 1 + 2 && bulk.allSatisfy { $0.url.path().hasSuffix("/60003000") }, "\(bulk.map(\.url))")
        }
    }

    /// Each overlay's name, size and marked pixels (by index): short enough to print when they differ.
    static func summary(_ overlays: [SliceOverlay]) -> [String] {
        overlays.map { overlay in
            let marked = overlay.marks.indices.filter { overlay.marks[$0] }
            return "\(overlay.name) \(overlay.columns)×\(overlay.rows): \(marked.count) marked, first \(marked.prefix(3)), hash \(marked.hashValue)"
        }
    }
}
