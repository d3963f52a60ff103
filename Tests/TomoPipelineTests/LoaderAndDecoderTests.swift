import Foundation
import Testing
import TomoCore
import TomoImaging
import TomoServer
import TomoTestSupport
import TomoPipeline

/// The pipeline beyond a GET of PNG and JPEG: headers sent with a request, a loader of a request's own,
/// and decoders registered for other formats; each keeps the transfer slots, coalescing and disk cache.
struct LoaderAndDecoderTests {
    /// Binary 8-bit PGM (`P5`), a format the standard decoders do not read.
    struct PGMDecoder: ImageDecoding {
        var name: String { "PGM" }

        func recognizes(_ data: Data) -> Bool { data.starts(with: Array("P5".utf8)) }

        func decode(_ data: Data, covering size: (width: Int, height: Int)?, limits: DecodingLimits) throws -> Bitmap {
            let fields = data.split(separator: UInt8(ascii: "\n"), maxSplits: 3, omittingEmptySubsequences: false)
            let dimensions = fields.count == 4 ? String(decoding: fields[1], as: UTF8.self).split(separator: " ").compactMap { Int($0) } : []
            guard dimensions.count == 2 else { throw ImagingError.corrupt(format: "PGM", reason: "no width and height") }
            return try Bitmap(width: dimensions[0], height: dimensions[1], format: .gray8, pixels: Array(fields[3]))
        }
    }

    /// A 3 × 2 PGM file's bytes and the bitmap they hold.
    static let pgm = (bytes: Data("P5\n3 2\n255\n".utf8) + Data([0, 50, 100, 150, 200, 250]),
                      image: try! Bitmap(width: 3, height: 2, format: .gray8, pixels: [0, 50, 100, 150, 200, 250]))

    /// The standard decoders and `PGMDecoder`.
    static var decodersWithPGM: ImageDecoderRegistry {
        var decoders = ImageDecoderRegistry.standard
        decoders.register(PGMDecoder())
        return decoders
    }

    /// `pgm`'s bytes written to `slice.pgm` in `folder`.
    static func pgmFile(in folder: URL) throws -> URL {
        let file = folder.appending(path: "slice.pgm")
        try pgm.bytes.write(to: file)
        return file
    }

    /// A loader of local files that counts its loads.
    static func fileLoader(counting loads: Locked<Int>) -> ImageDataLoader {
        ImageDataLoader(name: "file") { url in
            loads.withLock { $0 += 1 }
            return try Data(contentsOf: url)
        }
    }

    @Test func aLoadersBytesAreCoalescedDecodedByARegisteredDecoderAndKeptOnDisk() async throws {
        try await withScratchFolder { folder in
            let file = try Self.pgmFile(in: folder)
            let decoders = Self.decodersWithPGM
            #expect(decoders.summary == "PNG or JPEG, or PGM")
            let loads = Locked(0)
            let request = ImageRequest(url: file, loader: Self.fileLoader(counting: loads))
            let cache = folder.appending(path: "cache")
            let first = ImagePipeline(configuration: .init(diskCache: try DiskCache(directory: cache), decoders: decoders))
            async let one = first.image(for: request)
            async let two = first.image(for: ImageRequest(url: file, processing: [.grayscale], loader: Self.fileLoader(counting: loads)))
            #expect(try await one == Self.pgm.image)
            #expect(try await two == Self.pgm.image)
            #expect(loads.withLock { $0 } == 1, "one load for both requests")
            await first.flushDiskCache()

            let restarted = ImagePipeline(configuration: .init(diskCache: try DiskCache(directory: cache), decoders: decoders))
            let response = try await restarted.response(for: request)
            #expect(response.source == .disk && response.image == Self.pgm.image)
            #expect(loads.withLock { $0 } == 1, "the disk cache answered")
        }
    }

    @Test func anImageRequestedWithoutTheMemoryCacheIsLoadedAgainNextTime() async throws {
        try await withScratchFolder { folder in
            let file = try Self.pgmFile(in: folder)
            let loads = Locked(0)
            let pipeline = ImagePipeline(configuration: .init(decoders: Self.decodersWithPGM))
            let uncached = ImageRequest(url: file, loader: Self.fileLoader(counting: loads), cachesInMemory: false)
            #expect(try await pipeline.image(for: uncached) == Self.pgm.image)
            #expect(pipeline.cachedImage(for: uncached) == nil, "not kept in memory")
            #expect(try await pipeline.response(for: uncached).source == .network)
            #expect(loads.withLock { $0 } == 2, "loaded again")
            var cached = uncached
            cached.cachesInMemory = true
            _ = try await pipeline.image(for: cached)
            #expect(try await pipeline.response(for: uncached).source == .memory, "a kept image serves every request")
            #expect(loads.withLock { $0 } == 3)
        }
    }

    @Test func bytesNoDecoderRecognizesAreRefusedBeforeTheDiskCacheNamingWhatIsRead() async throws {
        try await withScratchFolder { folder in
            let file = try Self.pgmFile(in: folder)
            let disk = try DiskCache(directory: folder.appending(path: "cache"))
            let pipeline = ImagePipeline(configuration: .init(diskCache: disk))
            let error = await #expect(throws: HTTPError.self) {
                try await pipeline.image(for: ImageRequest(url: file, loader: Self.fileLoader(counting: Locked(0))))
            }
            #expect(error?.description.contains("not a PNG or JPEG image (loaded by file)") == true, "\(String(describing: error))")
            await pipeline.flushDiskCache()
            #expect(disk.count == 0)
        }
    }

    @Test func aRequestsHeadersGoWithItsGET() async throws {
        try await withTestServer { base in
            let transport = RecordingTransport(wrapping: ImagePipeline.defaultTransport())
            let pipeline = ImagePipeline(configuration: .init(client: HTTPClient(transport: transport)))
            let fixture = try await SeriesFixture(base: base)
            var request = fixture.requests[1]
            request.headers = ["Accept": "image/png", "X-Tomo-Test": "1"]
            #expect(try await pipeline.image(for: request).width > 0)
            #expect(transport.headers(for: request.url)?["X-Tomo-Test"] == "1")
            #expect(transport.headers(for: request.url)?["Accept"] == "image/png")
        }
    }
}
