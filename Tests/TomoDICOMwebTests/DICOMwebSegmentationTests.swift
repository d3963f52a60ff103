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
/// segmentations (searched by modality, described by its metadata, its file fetched whole as stored only when
/// asked for), and placed on the CT's grid as its file is.
@Suite(.timeLimit(.minutes(5)))
struct DICOMwebSegmentationTests {
    @Test func aStudysSegmentationIsFoundOnTheServerAndPlacedAsItsFileIs() async throws {
        try await withScratchFolder { folder in
            let (path, _) = try await SegmentationSamples.write(.fractional, in: folder)
            let ct = try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "ct").path).sorted()
            try await withOrthanc { orthanc in
                for name in ct { try await orthanc.upload(folder.appending(path: "ct").appending(path: name).path) }
                try await orthanc.upload(path)
                let transport = RecordingTransport(wrapping: ImagePipeline.defaultTransport())
                let source = DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, pipeline: ImagePipeline(configuration: .init(client: HTTPClient(transport: transport))))
                #expect(try await source.listSeries().map(\.modality) == ["CT"], "the segmentation is no image series")
                let found = try await source.segmentations(inStudy: "2.25.7001")
                let held = try #require(found.first)
                #expect(found.count == 1 && held.place.hasSuffix("/instances/2.25.7011"), "\(found.map(\.place))")
                #expect(!transport.urls.contains { $0.path.hasSuffix("/instances/2.25.7011") }, "described by its metadata, not fetched")
                let described = try DICOMSegmentation(held.header)
                let file = try await held.file()
                let fetches = { transport.urls.count { $0.path.hasSuffix("/instances/2.25.7011") } }
                #expect(fetches() == 1, "fetched when asked for")
                // Shown again, or by two views at once: the file fetched before.
                async let again = held.file()
                async let alongside = held.file()
                let kept = try await [again, alongside, held.file()]
                #expect(fetches() == 1, "fetched once")
                #expect(kept.allSatisfy { $0.header.dataSet.string(.sopInstanceUID) == "2.25.7011" })
                let served = try DICOMSegmentation(file: file.header)
                let local = try DICOMSegmentation(file: try DICOMFile.read(path: path))
                #expect(served.kind == .fractional && served.frames.count == local.frames.count)
                #expect(described.frames == served.frames && described.segments == served.segments, "the metadata tells what the file holds")
                let opened = try #require(try await source.openSeries(id: "2.25.7002") as? any DICOMBackedSeries)
                let geometry = try #require(opened.volume?.geometry)
                let fromServer = try SegmentationRaster(served, in: file, on: geometry).voxels(of: 1)
                let fromFile = try local.voxels(of: 1, on: geometry, in: try DICOMFile.read(path: path))
                #expect(!fromServer.isEmpty && fromServer == fromFile)
                #expect(try await source.segmentations(inStudy: "2.25.1").isEmpty, "another study's none")
            }
        }
    }

    @Test func aFetchThatFailsIsTriedAgainAndBytesThatDoNotReadAreSaidAsSuch() async throws {
        try await withScratchFolder { folder in
            let (path, _) = try await SegmentationSamples.write(.binary, in: folder)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            let attempts = Locked(0)
            let held = HeldSegmentation(place: "https://pacs.example/seg", header: try DICOMFile.read(path: path, stopsAtPixelData: true).dataSet, fetchingOnce: {
                let attempt = attempts.withLock { $0 += 1; return $0 }
                guard attempt > 1 else { throw URLError(.networkConnectionLost) }
                return bytes
            })
            await #expect(throws: URLError.self) { try await held.file() }
            let file = try await held.file()
            _ = try await held.file()
            #expect(attempts.withLock { $0 } == 2, "tried again after the failure, then kept")
            #expect(file.readsFramesFromDisk, "uncompressed: its frames read from the file the bytes went to, not held in memory")
            let local = try DICOMSegmentation(file: try DICOMFile.read(path: path))
            #expect(try DICOMSegmentation(file: file.header).frames == local.frames)

            let junk = HeldSegmentation(place: "https://pacs.example/junk", header: held.header, fetchingOnce: { Data("not DICOM".utf8) })
            await #expect(throws: DICOMError.self) { try await junk.file() }
        }
    }
}
