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
import TomoVolume

/// A real Orthanc as a series source: the series ordered from their metadata before any pixel, frames
/// fetched as stored (uncompressed, JPEG-LS, multi-frame) and decoded by Tomo, the same samples as the
/// files the server was loaded with, kept in the volume and the disk cache.
@Suite(.timeLimit(.minutes(10)))
struct DICOMwebSeriesSourceTests {
    @Test func opensTheHeadCTAsItsFilesHoldItAndPreloadsIntoTheVolume() async throws {
        let head = try await HeadCTSeries.shared()
        let jpegLS = try await DICOMSamples.pydicomDataFile("emri_small_jpeg_ls_lossless.dcm")
        try await withScratchFolder { folder in
            try await withOrthanc { orthanc in
                for k in 0..<108 { try await orthanc.upload(head.folder.appending(path: head.fileName(ofSlice: k)).path) }
                try await orthanc.upload(jpegLS)
                let cache = folder.appending(path: "cache")
                let pipeline = ImagePipeline(configuration: ImagePipeline.Configuration(diskCache: try DiskCache(directory: cache)))
                let source = DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, pipeline: pipeline)
                let entries = try await source.listSeries()
                #expect(Set(entries.map(\.imageCount)) == [108, 10])
                #expect(!source.offersDefaultSeries)

                let opened = try await source.openSeries(id: head.seriesInstanceUID)
                #expect(opened.sliceCount == 108 && opened.geometry?.dimensions == [256, 256, 108])
                #expect(opened.defaultWindow == head.volume.defaultWindow)
                let fromServer = try await opened.slice(at: 53)
                #expect(fromServer.samples.words == (try head.volume.slice(at: 53)) && fromServer.rescale == head.volume.rescale)
                #expect(fromServer.position == Vector3(HeadCTSeries.origin.x, HeadCTSeries.origin.y, HeadCTSeries.origin.z + 53 * 1.5))

                let preloader = SeriesPreloader(count: opened.sliceCount, concurrency: opened.fillConcurrency) {
                    try await opened.fillSlice(at: $0)
                }
                await preloader.run(from: 53)
                #expect(preloader.progress.completed == 108 && preloader.progress.failed == 0)
                let fromVolume = try await opened.slice(at: 7)
                #expect(fromVolume.rescale == .identity)
                #expect((0..<fromVolume.samples.count).map { Double(fromVolume.samples.value(at: $0)) } == (try head.hounsfieldUnits(ofSlice: 7)))

                // JPEG-LS, ten frames, as stored (no transcoding): each frame as the file holds it (the file's
                // decoding is checked against its uncompressed original in TomoDICOMTests).
                let mr = try #require(entries.first { $0.imageCount == 10 })
                let frames = try await source.openSeries(id: mr.id)
                let file = try DICOMFile.read(path: jpegLS)
                // Frame 0, fetched as the series opened, is in the volume as HU (no rescale here: the same values).
                for frame in [0, 9] {
                    #expect(try await values(of: frames.slice(at: frame).samples) == values(of: file.storedSamples(frame: frame)), "frame \(frame)")
                }
                await pipeline.flushDiskCache()

                // A new pipeline on the same disk cache reads the frames from it, keyed by their URLs.
                let again = ImagePipeline(configuration: ImagePipeline.Configuration(diskCache: try DiskCache(directory: cache)))
                let reopened = try await DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, pipeline: again).openSeries(id: head.seriesInstanceUID)
                #expect(try await reopened.slice(at: 53).samples == fromServer.samples)
                let stats = await again.stats
                #expect(stats.diskHits == 2 && stats.transfers == 0, "slice 0, fetched as the series opens, and slice 53")
            }
        }
    }

    /// The samples' values, whatever their signedness.
    private func values(of samples: StoredSamples) -> [Int] {
        (0..<samples.count).map { Int(samples.value(at: $0)) }
    }

    /// The head CT compressed by DCMTK's and GDCM's tools, uploaded in shuffled order: frames as stored, decoded
    /// here, every voxel of the volume as from the uncompressed files.
    @Test(arguments: [
        ("jpeg-lossless-sv1", "dcmcjpeg", ["+e1"]),
        ("jpeg-ls", "dcmcjpls", []),
        ("jpeg-2000", "gdcmconv", ["--j2k"]),
    ])
    func compressedCopiesMakeTheSameVolume(_ name: String, _ tool: String, _ arguments: [String]) async throws {
        let head = try await HeadCTSeries.shared()
        let copy = try await head.compressedCopy(name, tool: tool, arguments)
        try await withOrthanc { orthanc in
            var files = try FileManager.default.contentsOfDirectory(atPath: copy.path)
            var random = SplitMix64(seed: 22)
            files.shuffle(using: &random)
            for file in files { try await orthanc.upload(copy.appending(path: file).path) }
            let pipeline = ImagePipeline()
            let opened = try #require(
                try await DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, pipeline: pipeline).openSeries(id: nil) as? any DICOMBackedSeries)
            #expect(opened.series.summary.transferSyntax == nil, "the metadata names no syntax: frames say theirs")
            let preloader = SeriesPreloader(count: opened.sliceCount, concurrency: opened.fillConcurrency) { try await opened.fillSlice(at: $0) }
            await preloader.run()
            #expect(preloader.progress.completed == 108 && preloader.progress.failed == 0)
            let volume = try #require(opened.volume)
            let rescale = head.volume.rescale
            for k in 0..<108 {
                let expected = try head.volume.slice(at: k).map { Int16(rescale.physicalValue(ofStored: Double($0))) }
                #expect(volume.section(.axial(k))?.samples == expected, "slice \(k)")
            }
        }
    }

    @Test func whatTheServerDoesNotHoldOrCannotServeIsNamed() async throws {
        try await withOrthanc { orthanc in
            let empty = DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, pipeline: ImagePipeline())
            await #expect(throws: SeriesSourceError.noSeries(orthanc.dicomWebURL.absoluteString)) { try await empty.openSeries(id: nil) }
            let wrong = DICOMwebSeriesSource(baseURL: orthanc.baseURL.appending(path: "nothing"), pipeline: ImagePipeline())
            let error = await #expect(throws: HTTPError.self) { try await wrong.listSeries() }
            #expect(error?.description.contains("404") == true, "\(String(describing: error))")
        }
    }
    @Test func aServerAskingForCredentialsGetsThemAndRefusesWrongOnesAsNeedingAuthentication() async throws {
        let head = try await HeadCTSeries.shared()
        try await withOrthanc(users: ["reader": "s3cret:word"]) { orthanc in
            try await orthanc.upload(head, slices: 0..<3)
            func source(_ credentials: HTTPCredentials?) -> DICOMwebSeriesSource {
                let client = HTTPClient(transport: ImagePipeline.defaultTransport(), retryPolicy: .never)
                return DICOMwebSeriesSource(
                    baseURL: orthanc.dicomWebURL, pipeline: ImagePipeline(configuration: .init(client: client)),
                    client: client.authorizing(credentials, for: orthanc.dicomWebURL))
            }
            for credentials in [nil, HTTPCredentials.basic(user: "reader", password: "wrong")] {
                let error = await #expect(throws: HTTPError.self) { try await source(credentials).listSeries() }
                #expect(error?.needsAuthentication == true, "\(String(describing: error))")
                #expect(error?.description.contains("needs authentication") == true)
            }
            // Right ones: the catalog and the frames (loaded through the pipeline) both carry them.
            let opened = try await source(HTTPCredentials(userAndPassword: "reader:s3cret:word")).openSeries(id: head.seriesInstanceUID)
            #expect(opened.sliceCount == 3)
            #expect(try await opened.slice(at: 1).samples.words == (try head.volume.slice(at: 1)))
        }
    }

    @Test func aServerThatGoesAwayMidSeriesKeepsTheSlicesThatArrivedAndRetryCompletesTheVolume() async throws {
        let head = try await HeadCTSeries.shared()
        let count = 40, half = 20
        try await withOrthanc { orthanc in
            for k in 0..<count { try await orthanc.upload(head.folder.appending(path: head.fileName(ofSlice: k)).path) }
            let client = HTTPClient(transport: ImagePipeline.defaultTransport(), retryPolicy: .never)
            let source = DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, pipeline: ImagePipeline(configuration: .init(client: client)))
            let opened = try #require(try await source.openSeries(id: head.seriesInstanceUID) as? any DICOMBackedSeries)
            let volume = try #require(opened.volume)
            // The first half loads; the rest waits until the server has gone, then fails.
            let gone = TestGate(), firstHalf = Locked(0)
            let preloader = SeriesPreloader(count: count, concurrency: opened.fillConcurrency) { index in
                if index >= half { await gone.wait() }
                let bytes = try await opened.fillSlice(at: index)
                if index < half, firstHalf.withLock({ $0 += 1; return $0 }) == half {
                    await orthanc.pause()
                    gone.open()
                }
                return bytes
            }
            await preloader.run()
            #expect(preloader.progress.completed == half && preloader.progress.failed == count - half)
            #expect(volume.filledCount == half)
            let failure = try #require(preloader.states[half].error as? HTTPError)
            #expect(failure.isTransient, "\(failure)")

            try await orthanc.resume()
            await preloader.retryFailed()
            #expect(preloader.progress.completed == count && preloader.progress.failed == 0)
            let files = try #require(try await DICOMSeriesSource(paths: [head.folder.path]).openSeries(id: nil) as? any DICOMBackedSeries)
            let local = try #require(files.volume)
            let everything = SeriesPreloader(count: files.sliceCount, concurrency: files.fillConcurrency) { try await files.fillSlice(at: $0) }
            await everything.run()
            for k in 0..<count {
                #expect(volume.section(.axial(k))?.samples == local.section(.axial(k))?.samples, "slice \(k): every voxel as from the files")
            }
            #expect(volume.geometry.spacing == local.geometry.spacing && volume.geometry.origin == local.geometry.origin)
        }
    }
    @Test func metadataTravelsCompressedAndAnUnknownStudyIsNamed() async throws {
        let head = try await HeadCTSeries.shared()
        try await withOrthanc { orthanc in
            try await orthanc.upload(head, slices: 0..<3)
            let api = DICOMwebAPI(baseURL: orthanc.dicomWebURL)
            let client = HTTPClient(transport: ImagePipeline.defaultTransport(), retryPolicy: .never)
            let series = try #require(try DICOMJSON.dataSets(from: try await client.send(api.searchSeries())).first)
            let study = try #require(series.string(.studyInstanceUID))
            let request = api.seriesMetadata(study: study, series: head.seriesInstanceUID).request
            let response = try await client.response(for: request)
            #expect(response.header("Content-Encoding") == "gzip", "compressed on the wire")
            #expect(try DICOMJSON.dataSets(from: response.body).count == 3, "and read decompressed")
            // Frames are not asked for compressed: gzip costs the server more than it saves on the wire.
            let instance = try #require(try DICOMJSON.dataSets(from: response.body).first?.string(.sopInstanceUID))
            let frame = orthanc.dicomWebURL.appending(path: "studies/\(study)/series/\(head.seriesInstanceUID)/instances/\(instance)/frames/1")
            let frameResponse = try await client.response(for: HTTPRequest(
                url: frame, headers: ["Accept": #"multipart/related; type="application/octet-stream"; transfer-syntax=*"#]))
            #expect(frameResponse.header("Content-Encoding") == nil && frameResponse.body.count > 256 * 256 * 2)

            // Orthanc answers an unknown series' metadata 404 with a JSON body (and no content type): its words.
            let missing = await #expect(throws: HTTPError.self) { try await client.send(api.seriesMetadata(study: study, series: "1.2.3.4")) }
            #expect(missing?.description == "\(orthanc.dicomWebURL.absoluteString)/studies/\(study)/series/1.2.3.4/metadata answered "
                + "404 Not Found: Accessing an inexistent series with WADO-RS: 1.2.3.4")
            // An unknown study's series are searched: none.
            let pipeline = ImagePipeline(configuration: .init(client: client))
            let unknown = DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, study: "1.2.3.4", pipeline: pipeline)
            await #expect(throws: SeriesSourceError.noSeries(orthanc.dicomWebURL.absoluteString)) { try await unknown.openSeries(id: nil) }
            let studyOnly = DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, study: study, pipeline: pipeline)
            #expect(try await studyOnly.listSeries().map(\.id) == [head.seriesInstanceUID])
        }
    }
    @Test func aDamagedFrameInTheDiskCacheIsFetchedAgainOnItsWayIntoTheVolume() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            try await withOrthanc { orthanc in
                for k in 0..<4 { try await orthanc.upload(head.folder.appending(path: head.fileName(ofSlice: k)).path) }
                let disk = try DiskCache(directory: folder.appending(path: "cache"))
                let pipeline = ImagePipeline(configuration: ImagePipeline.Configuration(diskCache: disk))
                let opened = try #require(
                    try await DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, pipeline: pipeline).openSeries(id: nil) as? any DICOMBackedSeries)
                let frame = try #require(opened.series.instances[2].location.webURL?.appending(path: "frames/1"))
                disk.store(Data("TOMO-DICOMWEB-FRAME 1\ngarbage".utf8), forKey: pipeline.configuration.diskCacheKeys.key(for: frame))
                let preloader = SeriesPreloader(count: 4, concurrency: 2) { try await opened.fillSlice(at: $0) }
                await preloader.run()
                #expect(preloader.progress.completed == 4 && preloader.progress.failed == 0)
                let volume = try #require(opened.volume)
                let hu = try head.hounsfieldUnits(ofSlice: 2)
                #expect(volume.section(.axial(2))?.samples.map(Double.init) == hu, "the damaged entry was dropped and the frame fetched again")
                #expect(await pipeline.stats.transfers == 4)
            }
        }
    }

    @Test func openingOneSeriesByItsUIDReadsThatSeriesMetadataAlone() async throws {
        try await withOrthanc { orthanc in
            let head = try await orthanc.uploadThreeStudies()
            let transport = RecordingTransport(wrapping: ImagePipeline.defaultTransport())
            let client = HTTPClient(transport: transport, retryPolicy: .never)
            let source = DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, pipeline: ImagePipeline(configuration: .init(client: client)))
            // As `tomo dicom volume --series` does: read the series, then open it.
            #expect(try await source.scanned(series: head.seriesInstanceUID).series.map(\.uid) == [head.seriesInstanceUID])
            let opened = try await source.openSeries(id: head.seriesInstanceUID)
            #expect(opened.sliceCount == 3)
            let asked = transport.urls
            #expect(asked.filter { !$0.path().contains("/frames/") }.count == 2, "one search, one metadata: \(asked)")
            #expect(asked.filter { $0.path().hasSuffix("/metadata") }.count == 1, "\(asked)")
            #expect(asked.first?.query()?.contains("SeriesInstanceUID=\(head.seriesInstanceUID)") == true)
            await #expect(throws: SeriesSourceError.unknownSeries(id: "1.2.3", in: orthanc.dicomWebURL.absoluteString)) {
                try await source.openSeries(id: "1.2.3")
            }
            #expect(try await source.listSeries().count == 3, "the whole list is still there")
        }
    }

    @Test func aServerThatWillNotSendFramesAsStoredIsAskedForThemUncompressed() async throws {
        let jpegLS = try await DICOMSamples.pydicomDataFile("emri_small_jpeg_ls_lossless.dcm")
        try await withOrthanc { orthanc in
            try await orthanc.upload(jpegLS)
            // Frames asked for as stored (`transfer-syntax=*`) are refused.
            let transport = FrameRefusingTransport(wrapping: ImagePipeline.defaultTransport()) { $0.contains("transfer-syntax=*") }
            let client = HTTPClient(transport: transport, retryPolicy: .never)
            let source = DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, pipeline: ImagePipeline(configuration: .init(client: client)))
            let opened = try await source.openSeries(id: nil)
            let file = try DICOMFile.read(path: jpegLS)
            for frame in [0, 3, 9] {
                #expect(try await values(of: opened.slice(at: frame).samples) == values(of: file.storedSamples(frame: frame)), "frame \(frame)")
            }
            let preloader = SeriesPreloader(count: opened.sliceCount, concurrency: opened.fillConcurrency) { try await opened.fillSlice(at: $0) }
            await preloader.run()
            #expect(preloader.progress.completed == 10 && preloader.progress.failed == 0)
            #expect(transport.refusals.withLock { $0 } == 1, "asked as stored once; the series' other frames uncompressed at once")
        }
    }

    /// The messy export's 108 slices in nine encodings, stored by Orthanc as they are: it answers 500 to a
    /// deflated or big-endian instance's frame asked for as stored, and sends it uncompressed. Every frame
    /// arrives, each such instance asked for as stored once, the others never asked for uncompressed.
    @Test func framesTheServerWillNotSendAsStoredAreAskedForUncompressedEachInstanceOnce() async throws {
        let export = try await MessyExport.shared()
        try await withOrthanc { orthanc in
            for slice in export.slices { try await orthanc.upload(slice.path) }
            let transport = RecordingTransport(wrapping: ImagePipeline.defaultTransport())
            let pipeline = ImagePipeline(configuration: .init(client: HTTPClient(transport: transport)))
            let source = DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, pipeline: pipeline)
            let opened = try #require(try await source.openSeries(id: export.head.seriesInstanceUID) as? any DICOMBackedSeries)
            let preloader = SeriesPreloader(count: opened.sliceCount, concurrency: opened.fillConcurrency) { try await opened.fillSlice(at: $0) }
            await preloader.run()
            #expect(preloader.progress.completed == 108 && preloader.progress.failed == 0)
            let volume = try #require(opened.volume)
            let rescale = export.head.volume.rescale
            for k in 0..<108 {
                let expected = try export.head.volume.slice(at: k).map { Int16(rescale.physicalValue(ofStored: Double($0))) }
                #expect(volume.section(.axial(k))?.samples == expected, "slice \(k), \(MessyExport.encoding(ofSlice: k).name)")
            }

            let frames = transport.answers.filter { $0.request.url.path().contains("/frames/") }
            let refusedKinds = ["explicit-big", "deflated"]
            func slice(_ url: URL) -> Int? {
                opened.series.instances.firstIndex { url.absoluteString.hasPrefix($0.location.description + "/") }
            }
            func asked(_ form: String, status: Int? = nil) -> [Int] {
                frames.filter { ($0.request.headers["Accept"] ?? "").hasSuffix(form) && (status == nil || $0.status == status) }
                    .compactMap { slice($0.request.url) }.sorted()
            }
            let refused = (0..<108).filter { refusedKinds.contains(MessyExport.encoding(ofSlice: $0).name) }
            #expect(refused.count == 24)
            #expect(asked("transfer-syntax=*", status: 500) == refused, "each refused instance asked as stored once")
            #expect(asked("transfer-syntax=1.2.840.10008.1.2.1") == refused, "and uncompressed once; no other instance")
            #expect(frames.allSatisfy { $0.status == 200 || $0.status == 500 })
        }
    }

    @Test func aServerThatOnlyRendersItsFramesGivesRenderedSlicesAndSaysSo() async throws {
        let head = try await HeadCTSeries.shared()
        try await withOrthanc { orthanc in
            try await orthanc.upload(head, slices: 0..<3)
            // Every frame's pixel data, as stored or uncompressed, is refused; rendered frames are not.
            let refusing = FrameRefusingTransport(wrapping: ImagePipeline.defaultTransport()) { $0.hasPrefix("multipart/related") }
            let client = HTTPClient(transport: refusing, retryPolicy: .never)
            let pipeline = ImagePipeline(configuration: .init(client: client))
            let source = DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, pipeline: pipeline)
            let opened = try await source.openSeries(id: head.seriesInstanceUID)
            #expect(opened.limitation == "rendered by the server: 8-bit, no HU")
            #expect(opened.defaultWindow == nil && opened.windowPresets.isEmpty && !opened.canWindow)
            #expect((opened as? any DICOMBackedSeries)?.volume == nil, "display values make no volume of HU")
            let slice = try await opened.slice(at: 1)
            #expect(slice.isRendered && slice.columns == 256 && slice.rows == 256)
            #expect(slice.position == Vector3(HeadCTSeries.origin.x, HeadCTSeries.origin.y, HeadCTSeries.origin.z + 1.5))
            // The server's own PNG of that frame, fetched apart.
            let instance = try #require((opened as? any DICOMBackedSeries)?.series.instances[1])
            let png = try await HTTPClient(transport: ImagePipeline.defaultTransport()).response(
                for: HTTPRequest(url: instance.location.webURL!.appending(path: "frames/1/rendered"), headers: ["Accept": "image/png"]))
            #expect(png.header("Content-Type") == "image/png")
            let expected = try Bitmap(decoding: png.body).converted(to: .gray8)
            #expect(slice.samples.words == expected.pixels.map(UInt16.init))
            #expect(Set(slice.samples.words).count > 16, "an image, not a blank")
            let preloader = SeriesPreloader(count: opened.sliceCount, concurrency: opened.fillConcurrency) { try await opened.fillSlice(at: $0) }
            await preloader.run()
            #expect(preloader.progress.completed == 3 && preloader.progress.failed == 0)

            // A server that renders no PNG either: JPEG, which every server renders.
            let jpegOnly = FrameRefusingTransport(wrapping: ImagePipeline.defaultTransport()) { $0.hasPrefix("multipart/related") || $0 == "image/png" }
            let jpegClient = HTTPClient(transport: jpegOnly, retryPolicy: .never)
            let jpegSource = DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, pipeline: ImagePipeline(configuration: .init(client: jpegClient)))
            let jpegSlice = try await jpegSource.openSeries(id: head.seriesInstanceUID).slice(at: 2)
            #expect(jpegSlice.isRendered && jpegSlice.columns == 256 && Set(jpegSlice.samples.words).count > 16)
            #expect(jpegOnly.refusals.withLock { $0 } == 4, "slice 0 as stored, uncompressed and PNG as it opened; slice 2 as PNG")

            // A server that fails to make the PNG (500): JPEG at once, the PNG not tried again.
            let failingPNG = FrameRefusingTransport(wrapping: refusing, status: 500) { $0 == "image/png" }
            let failingSource = DICOMwebSeriesSource(
                baseURL: orthanc.dicomWebURL, pipeline: ImagePipeline(configuration: .init(client: HTTPClient(transport: failingPNG))))
            let failingSlice = try await failingSource.openSeries(id: head.seriesInstanceUID).slice(at: 2)
            #expect(failingSlice.isRendered && failingSlice.samples == jpegSlice.samples)
            #expect(failingPNG.refusals.withLock { $0 } == 2, "slice 0's PNG as it opened, slice 2's: once each")
        }
    }
}
