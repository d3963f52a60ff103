import Foundation
import Testing
import TomoImageCodecs
import TomoImaging

@Suite("Decoding reduced to a size to cover")
struct CodecScaledDecodingTests {
    /// A 600 × 400 JPEG whose pixels vary smoothly, so a reduced decode and a resize of the full one agree.
    static func landscapeJPEG() throws -> Data {
        try CodecFixtures.smoothBitmap(width: 600, height: 400, format: .rgb8).jpegData(quality: 90)
    }

    @Test("JPEG: the largest of 1/2, 1/4, 1/8 whose result still covers the size", arguments: [
        (160, 160, 300, 200),  // 1/2 keeps 200 ≥ 160; 1/4 would give 100
        (80, 60, 150, 100),    // 1/4
        (60, 40, 75, 50),      // 1/8
        (76, 10, 150, 100),    // 1/8 gives 75 < 76: 1/4
        (601, 10, 600, 400),   // larger than the image: full size
        (1, 1, 75, 50),        // never below 1/8
    ])
    func jpegReduction(minimumWidth: Int, minimumHeight: Int, width: Int, height: Int) throws {
        let bitmap = try Bitmap(decoding: Self.landscapeJPEG(), coveringWidth: minimumWidth, height: minimumHeight)
        #expect(bitmap.width == width && bitmap.height == height)
        #expect(bitmap.format == .rgb8)
    }

    @Test("a reduced JPEG decode shows the same picture as a full decode resized")
    func reducedMatchesResizedFull() throws {
        let data = try Self.landscapeJPEG()
        let reduced = try Bitmap(decoding: data, coveringWidth: 150, height: 100)
        let full = try Bitmap(decoding: data).resized(width: reduced.width, height: reduced.height)
        #expect(reduced.width == 150)
        let (mean, _) = CodecJPEGTests.errors(full, reduced)
        #expect(mean < 3)
    }

    @Test("PNG decodes at full size whatever size it must cover")
    func pngFullSize() throws {
        let data = try CodecFixtures.smoothBitmap(width: 64, height: 48, format: .rgb8).pngData()
        let bitmap = try Bitmap(decoding: data, coveringWidth: 8, height: 6)
        #expect(bitmap.width == 64 && bitmap.height == 48)
    }

    @Test("the limits apply to the image's own size, not the reduced one")
    func limitsApplyToTheFullSize() throws {
        let limits = DecodingLimits(maxDimension: 500)
        #expect(throws: ImagingError.self) {
            try Bitmap(decoding: Self.landscapeJPEG(), coveringWidth: 10, height: 10, limits: limits)
        }
    }
}
