import Foundation
import Testing
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoDICOMweb
import TomoPipeline
import TomoSeries
import TomoTestSupport

/// A segmentation on a real Orthanc beside its CT: not listed as an image series, found among the study's
/// segmentations (searched by modality, fetched whole as stored), and placed on the CT's grid as its file is.
@Suite(.timeLimit(.minutes(5)))
struct DICOMwebSegmentationTests {
    @Test func aStudysSegmentationIsFoundOnTheServerAndPlacedAsItsFileIs() async throws {
        try await withScratchFolder { folder in
            let (path, _) = try await SegmentationSamples.write(.fractional, in: folder)
            let ct = try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "ct").path).sorted()
            try await withOrthanc { orthanc in
                for name in ct { try await orthanc.upload(folder.appending(path: "ct").appending(path: name).path) }
                try await orthanc.upload(path)
                let source = DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, pipeline: ImagePipeline(configuration: .init(client: HTTPClient(transport: ImagePipeline.defaultTransport()))))
                #expect(try await source.listSeries().map(\.modality) == ["CT"], "the segmentation is no image series")
                let found = try await source.segmentationFiles(inStudy: "2.25.7001")
                #expect(found.count == 1 && found.first?.place.hasSuffix("/instances/2.25.7011") == true, "\(found.map(\.place))")
                let served = try DICOMSegmentation(file: try #require(found.first?.file.header))
                let local = try DICOMSegmentation(file: try DICOMFile.read(path: path))
                #expect(served.kind == .fractional && served.frames.count == local.frames.count)
                let opened = try #require(try await source.openSeries(id: "2.25.7002") as? any DICOMBackedSeries)
                let geometry = try #require(opened.volume?.geometry)
                let fromServer = try SegmentationRaster(served, in: try #require(found.first?.file), on: geometry).voxels(of: 1)
                let fromFile = try local.voxels(of: 1, on: geometry, in: try DICOMFile.read(path: path))
                #expect(!fromServer.isEmpty && fromServer == fromFile)
                #expect(try await source.segmentationFiles(inStudy: "2.25.1").isEmpty, "another study's none")
            }
        }
    }
}
