import Foundation
import Testing
import TomoImageCodecs
import TomoImaging

@Suite("Codec concurrency")
struct CodecConcurrencyTests {
    /// Many tasks encode and decode at once (each with its own spng context / TurboJPEG handle);
    /// every result must equal the one computed alone.
    @Test func parallelEncodeAndDecodeMatchSerialResults() async throws {
        let formats: [PixelFormat] = [.gray8, .gray16, .rgb8, .rgba8]
        let bitmaps = try formats.map { try CodecFixtures.smoothBitmap(width: 96, height: 64, format: $0) }
        let expectedPNG = try bitmaps.map { try $0.pngData() }
        let expectedJPEG = try bitmaps.map { $0.format == .gray16 ? Data() : try $0.jpegData() }

        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<32 {
                let index = task % bitmaps.count
                let bitmap = bitmaps[index]
                let png = expectedPNG[index]
                let jpeg = expectedJPEG[index]
                group.addTask { () async throws -> Void in
                    #expect(try bitmap.pngData() == png)
                    #expect(CodecFixtures.difference(try Bitmap(decoding: png), bitmap) == nil)
                    if bitmap.format != .gray16 {
                        #expect(try bitmap.jpegData() == jpeg)
                        #expect(try Bitmap(decoding: jpeg).format == (bitmap.format == .gray8 ? .gray8 : .rgb8))
                    }
                    // Failures must be just as independent.
                    #expect(CodecFixtures.decodeError(png.prefix(png.count / 2)) == .truncated(format: "PNG"))
                }
            }
            try await group.waitForAll()
        }
    }
}
