import Foundation
import Testing
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoDICOMweb
import TomoImaging
import TomoPipeline
import TomoSeries
import TomoTestSupport

/// Colour images from a real Orthanc: each instance fetched whole once, as stored, and its frames shown as
/// its file shows them (palettes whose tables the metadata leaves to bulk data, YBR, JPEG 2000, a loop of
/// JPEG frames), kept in the disk cache; a server that will not send an instance as stored sends it in its
/// own transfer syntax.
@Suite(.timeLimit(.minutes(10)))
struct DICOMwebColourTests {
    /// pydicom's colour samples: RGB in JPEG 2000 (YBR_RCT), a palette, RGB in RLE, YBR_FULL_422 uncompressed,
    /// and a loop of 30 YBR_FULL_422 JPEG Baseline frames.
    static func samples() async throws -> [String] {
        [
            try await DICOMSamples.pydicomDataFile("US1_J2KR.dcm"), try await DICOMSamples.pydicomDataFile("OBXXXX1A.dcm"),
            try await DICOMSamples.pydicomFile("SC_rgb_rle.dcm"), try await DICOMSamples.pydicomFile("SC_ybr_full_422_uncompressed.dcm"),
            try await DICOMSamples.pydicomFile("examples_ybr_color.dcm"),
        ]
    }

    @Test func colourImagesAreShownAsTheirFilesShowThemEachFetchedOnce() async throws {
        let paths = try await Self.samples()
        try await withScratchFolder { folder in
            try await withOrthanc { orthanc in
                for path in paths { try await orthanc.upload(path) }
                let transport = RecordingTransport(wrapping: ImagePipeline.defaultTransport())
                let cache = folder.appending(path: "cache")
                let pipeline = ImagePipeline(
                    configuration: .init(client: HTTPClient(transport: transport), diskCache: try DiskCache(directory: cache)))
                let source = DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, pipeline: pipeline)
                let scan = try await source.scanned()
                #expect(scan.skipped.isEmpty, "\(scan.skipped)")
                var shown: [String: Bitmap] = [:]
                for path in paths {
                    let file = try DICOMFile.read(path: path)
                    let sop = try #require(file.dataSet.string(.sopInstanceUID))
                    let series = try #require(scan.series.first { $0.instances.contains { $0.sopInstanceUID == sop } })
                    let opened = try #require(try await source.openSeries(id: series.uid) as? any DICOMBackedSeries)
                    #expect(opened.isColour && opened.volume == nil && opened.defaultWindow == nil, "\(path)")
                    let slices = opened.series.instances.indices.filter { opened.series.instances[$0].sopInstanceUID == sop }
                    #expect(slices.count == (try ImagePixelDescription(file.dataSet, allowsColour: true).frameCount), "\(path): a slice per frame")
                    for index in Set([slices.first!, slices.last!]) {
                        let slice = try await opened.slice(at: index)
                        let expected = try file.colourFrame(opened.series.instances[index].frame).bitmap()
                        #expect(slice.colour == expected, "\(path), slice \(index)")
                        shown[sop + "/\(index)"] = slice.colour
                    }
                    let preloader = SeriesPreloader(count: opened.sliceCount, concurrency: opened.fillConcurrency) {
                        try await opened.fillSlice(at: $0)
                    }
                    await preloader.run()
                    #expect(preloader.progress.failed == 0, "\(path)")
                }
                // Each instance whole, as stored, once: never a frame of a colour image.
                let fetched = transport.requests.filter { $0.url.path().contains("/instances/") && !$0.url.path().hasSuffix("/metadata") }
                #expect(fetched.count == paths.count && Set(fetched.map(\.url)).count == paths.count, "\(fetched.map(\.url))")
                #expect(fetched.allSatisfy { $0.headers["Accept"]?.hasSuffix("transfer-syntax=*") == true })
                await pipeline.flushDiskCache()

                // Opened again through a new pipeline on the same disk cache: no instance fetched again.
                let againTransport = RecordingTransport(wrapping: ImagePipeline.defaultTransport())
                let again = ImagePipeline(
                    configuration: .init(client: HTTPClient(transport: againTransport), diskCache: try DiskCache(directory: cache)))
                let reopened = DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, pipeline: again)
                let loop = try #require(scan.series.first { $0.instances.count == 30 })
                let slice = try await reopened.openSeries(id: loop.uid).slice(at: 29)
                #expect(slice.colour == shown[(loop.instances[29].sopInstanceUID ?? "") + "/29"])
                #expect(!againTransport.urls.contains { $0.path().contains("/instances/") && !$0.path().hasSuffix("/metadata") })
            }
        }
    }

    /// A colour instance whose copy in the disk cache is damaged (cut 400 bytes in, where its header stops
    /// short, or 1,000 bytes before its end, inside its pixel data) is fetched again when its slice is shown,
    /// and shown right.
    @Test(arguments: [400, -1000]) func aDamagedColourInstanceInTheDiskCacheIsFetchedAgain(cut: Int) async throws {
        let path = try await DICOMSamples.pydicomFile("SC_rgb_rle.dcm")
        try await withScratchFolder { folder in
            try await withOrthanc { orthanc in
                try await orthanc.upload(path)
                let disk = try DiskCache(directory: folder.appending(path: "cache"))
                let transport = RecordingTransport(wrapping: ImagePipeline.defaultTransport())
                let pipeline = ImagePipeline(configuration: .init(client: HTTPClient(transport: transport), diskCache: disk))
                let series = try #require(try await DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, pipeline: pipeline).scanned().series.first)
                let instance = try #require(series.instances[0].location.webURL)
                let original = try Data(contentsOf: URL(filePath: path))
                disk.store(original.prefix(cut > 0 ? cut : original.count + cut), forKey: pipeline.configuration.diskCacheKeys.key(for: instance))
                let opened = try await DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, pipeline: pipeline).openSeries(id: nil)
                let slice = try await opened.slice(at: 0)
                #expect(slice.colour == (try DICOMFile.read(path: path).colourFrame(0).bitmap()))
                let fetched = transport.urls.filter { $0 == instance }
                #expect(fetched.count == 1, "the damaged copy dropped and the instance fetched once: \(fetched)")
            }
        }
    }

    @Test func anInstanceTheServerWillNotSendAsStoredComesInItsOwnTransferSyntax() async throws {
        let path = try await DICOMSamples.pydicomFile("SC_rgb_rle.dcm")
        try await withOrthanc { orthanc in
            try await orthanc.upload(path)
            let refusing = FrameRefusingTransport(
                wrapping: ImagePipeline.defaultTransport(), asks: { $0.path().contains("/instances/") }
            ) { $0.contains("transfer-syntax=*") }
            let pipeline = ImagePipeline(configuration: .init(client: HTTPClient(transport: refusing, retryPolicy: .never)))
            let opened = try await DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, pipeline: pipeline).openSeries(id: nil)
            let slice = try await opened.slice(at: 0)
            // Orthanc sends the RLE file decompressed (Explicit VR Little Endian), which says so itself.
            #expect(slice.colour == (try DICOMFile.read(path: path).colourFrame(0).bitmap()))
            #expect(refusing.refusals.withLock { $0 } == 1)
        }
    }
}
