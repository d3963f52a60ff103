import Foundation
import Testing
import TomoImageCodecs
import TomoImaging
import TomoTestSupport
@testable import TomoPipeline

/// A disk hit is decoded on the thread that reads it when its image is quick to decode (a PNG of at most a
/// megapixel), on a blocking-work thread otherwise; either way the image is the one stored.
struct DiskHitDecodingTests {
    /// A gray `width` × `height` image with a gradient, so a wrong decode shows.
    private static func image(width: Int, height: Int) throws -> Bitmap {
        try Bitmap(width: width, height: height, format: .gray8, pixels: (0..<width * height).map { UInt8(truncatingIfNeeded: $0 / 7) })
    }

    @Test func pngsOfAtMostAMegapixelAreQuickToDecodeAndNothingElseIs() throws {
        #expect(PipelineCore.isQuickToDecode(try Self.image(width: 512, height: 512).pngData()))
        #expect(PipelineCore.isQuickToDecode(try Self.image(width: 1024, height: 1024).pngData()))
        #expect(!PipelineCore.isQuickToDecode(try Self.image(width: 1025, height: 1024).pngData()))
        #expect(!PipelineCore.isQuickToDecode(try Self.image(width: 64, height: 64).jpegData()), "JPEG is slower per pixel")
        #expect(!PipelineCore.isQuickToDecode(Data("P5\n3 2\n255\n".utf8)))
        #expect(!PipelineCore.isQuickToDecode(Data()))
    }

    @Test func aSmallAndALargePNGFromTheDiskCacheAreTheImagesStored() async throws {
        try await withScratchFolder { folder in
            let small = try Self.image(width: 300, height: 200), large = try Self.image(width: 1200, height: 1000)
            // Port 1 refuses: a request that missed the disk cache would fail.
            let urls = [URL(string: "http://127.0.0.1:1/small.png")!, URL(string: "http://127.0.0.1:1/large.png")!]
            let disk = try DiskCache(directory: folder)
            for (url, image) in zip(urls, [small, large]) { disk.store(try image.pngData(), forKey: url.absoluteString) }

            let pipeline = ImagePipeline(configuration: .init(diskCache: disk))
            let responses = try await [pipeline.response(for: ImageRequest(url: urls[0])), pipeline.response(for: ImageRequest(url: urls[1]))]
            #expect(responses.map(\.source) == [.disk, .disk])
            #expect(responses[0].image == small && responses[1].image == large)
            let stats = await pipeline.stats
            #expect(stats.diskHits == 2 && stats.transfers == 0)
        }
    }
}
