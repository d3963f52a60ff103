import Foundation
import Testing
import TomoImageCodecs
import TomoImaging

@Suite("Codec header reading (ImageInfo)")
struct CodecImageInfoTests {
    @Test(arguments: [PixelFormat.gray8, .gray16, .rgb8, .rgba8])
    func readsPNGSize(_ format: PixelFormat) throws {
        let png = try CodecFixtures.smoothBitmap(width: 37, height: 19, format: format).pngData()
        #expect(try ImageInfo(reading: png) == ImageInfo(format: .png, width: 37, height: 19))
    }

    @Test(arguments: [PixelFormat.gray8, .rgb8])
    func readsJPEGSize(_ format: PixelFormat) throws {
        let jpeg = try CodecFixtures.smoothBitmap(width: 37, height: 19, format: format).jpegData()
        #expect(try ImageInfo(reading: jpeg) == ImageInfo(format: .jpeg, width: 37, height: 19))
    }

    @Test func readsOnlyTheHeader() throws {
        // Header bytes alone are enough, whatever follows.
        let png = try [UInt8](CodecFixtures.smoothBitmap(width: 300, height: 200, format: .gray8).pngData())
        #expect(try ImageInfo(reading: png.prefix(24)) == ImageInfo(format: .png, width: 300, height: 200))
        let jpeg = try [UInt8](CodecFixtures.smoothBitmap(width: 300, height: 200, format: .rgb8).jpegData())
        let scanStart = try #require(CodecFixtures.jpegScanDataStart(jpeg))
        let withGarbage = Array(jpeg.prefix(scanStart)) + CodecFixtures.randomBytes(100, seed: 3)
        #expect(try ImageInfo(reading: withGarbage) == ImageInfo(format: .jpeg, width: 300, height: 200))
    }

    @Test func readsHugeSizesWithoutComplaint() throws {
        let png = CodecFixtures.pngSignature
            + CodecFixtures.chunk("IHDR", CodecFixtures.ihdr(width: 100_000, height: 100_000, bitDepth: 8, colorType: 0))
        #expect(try ImageInfo(reading: png) == ImageInfo(format: .png, width: 100_000, height: 100_000))
    }

    @Test func zeroSizesAreInvalid() throws {
        let png = CodecFixtures.pngSignature
            + CodecFixtures.chunk("IHDR", CodecFixtures.ihdr(width: 0, height: 5, bitDepth: 8, colorType: 0))
        #expect(throws: ImagingError.invalidDimensions(width: 0, height: 5)) { try ImageInfo(reading: png) }
        let jpeg = try [UInt8](CodecFixtures.smoothBitmap(width: 8, height: 8, format: .gray8).jpegData())
        let flat = try #require(CodecFixtures.jpeg(jpeg, claimingWidth: 8, height: 0))
        #expect(throws: ImagingError.invalidDimensions(width: 8, height: 0)) { try ImageInfo(reading: flat) }
    }

    @Test func aCutHeaderIsTruncated() throws {
        let png = try [UInt8](CodecFixtures.smoothBitmap(width: 8, height: 8, format: .gray8).pngData())
        #expect(throws: ImagingError.truncated(format: "PNG")) { try ImageInfo(reading: png.prefix(20)) }
        let jpeg = try [UInt8](CodecFixtures.smoothBitmap(width: 8, height: 8, format: .gray8).jpegData())
        let sof = try #require(CodecFixtures.jpegSegments(jpeg).first { $0.marker == 0xC0 })
        #expect(throws: ImagingError.truncated(format: "JPEG")) { try ImageInfo(reading: jpeg.prefix(sof.offset + 4)) }
    }

    @Test func aPNGWhoseFirstChunkIsNotIHDRIsCorrupt() {
        let png = CodecFixtures.pngSignature + CodecFixtures.chunk("IDAT", Array(repeating: 0, count: 13))
        #expect(throws: ImagingError.corrupt(format: "PNG", reason: "the first chunk is not a 13-byte IHDR")) {
            try ImageInfo(reading: png)
        }
    }

    @Test func aJPEGWithoutMarkersIsCorrupt() {
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0x12, 0x34]
        let error = #expect(throws: ImagingError.self) { try ImageInfo(reading: jpeg) }
        #expect(CodecFixtures.isCorrupt(error, format: "JPEG"))
    }

    @Test func unknownBytesAreAnUnknownFormat() {
        #expect(throws: ImagingError.unknownFormat(prefix: [1, 2, 3])) { try ImageInfo(reading: [1, 2, 3] as [UInt8]) }
    }
}
