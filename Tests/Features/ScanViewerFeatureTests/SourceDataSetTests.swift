import Foundation
import Testing
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoDICOMweb
import TomoDIMSE
import TomoPipeline
import TomoSeries
import TomoTestSupport

/// Every DICOM-backed source hands over an instance's whole data set, pixel data too: the files read again, a
/// real Orthanc's instance over DICOMweb (WADO-RS) and over DIMSE (C-GET), each the instance the files hold,
/// byte for byte in its pixels; a slice past the series is refused by number.
@Suite(.timeLimit(.minutes(4)))
struct SourceDataSetTests {
    @Test func everySourceHandsOverTheInstancesDataSet() async throws {
        let head = try await HeadCTSeries.shared()
        try await withOrthanc(modalities: [.init(aeTitle: "TOMO", port: 1)]) { orthanc in
            try await orthanc.upload(head, slices: 0..<3)
            try await withScratchFolder { scratch in
                let expected = try DICOMFile.read(path: head.folder.appending(path: head.fileName(ofSlice: 1)).path).dataSet
                let node = DIMSENode(calledAETitle: OrthancServer.aeTitle, host: "127.0.0.1", port: try #require(orthanc.dicomPort))
                let sources: [(String, any SeriesSource)] = [
                    ("files", DICOMSeriesSource(paths: (0..<3).map { head.folder.appending(path: head.fileName(ofSlice: $0)).path })),
                    ("DICOMweb", DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, pipeline: ImagePipeline())),
                    ("DIMSE", DIMSESeriesSource(client: DIMSEClient(node: node), folder: scratch)),
                ]
                for (name, source) in sources {
                    let opened = try #require(try await source.openSeries(id: head.seriesInstanceUID) as? any DICOMBackedSeries, "\(name)")
                    #expect(opened.sliceCount == 3, "\(name)")
                    let data = try await opened.dataSet(ofSlice: 1)
                    #expect(data.string(.sopInstanceUID) == expected.string(.sopInstanceUID), "\(name)")
                    #expect(data.string(.patientName) == expected.string(.patientName), "\(name)")
                    let pixels = try #require(data.bytes(.pixelData), "\(name): its pixel data")
                    #expect(pixels.count == 256 * 256 * 2 && pixels == expected.bytes(.pixelData), "\(name): the files' pixels")
                    await #expect(throws: SeriesSourceError.self, "\(name)") { try await opened.dataSet(ofSlice: 3) }
                }
            }
        }
    }
}
