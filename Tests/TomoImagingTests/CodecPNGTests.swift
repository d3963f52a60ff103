import Foundation
import Testing

@testable import TomoImageCodecs
import TomoImaging

@Suite("PNG codec")
struct CodecPNGTests {
    // MARK: Round trips

    @Test(arguments: PixelFormat.allCases)
    func roundTripIsExact(_ format: PixelFormat) throws {
        let bitmap = try CodecFixtures.noiseBitmap(width: 61, height: 43, format: format, seed: 11)
        let decoded = try Bitmap(decoding: bitmap.pngData())
        #expect(CodecFixtures.difference(decoded, bitmap) == nil)
    }

    @Test func sixteenBitRoundTripKeepsEveryValueAcrossTheRange() throws {
        // 0, 65535, both byte orders of small values, and a stride over the whole range.
        var samples: [UInt16] = [0, 1, 255, 256, 0x0102, 0x0201, 0x7FFF, 0x8000, 0xFF00, 0x00FF, 65_534, 65_535]
        samples += stride(from: 0, through: 65_535, by: 257).map { UInt16($0) }
        samples += stride(from: 3, through: 65_535, by: 263).map { UInt16($0) }
        let width = 64
        samples += Array(repeating: 0x1234, count: (width - samples.count % width) % width)
        let bitmap = try Bitmap(width: width, height: samples.count / width, gray16: samples)
        let decoded = try Bitmap(decoding: bitmap.pngData())
        #expect(decoded.format == .gray16)
        #expect(decoded.gray16Samples == samples)
    }

    @Test func sixteenBitSamplesAreBigEndianInTheFile() throws {
        // Stored deflate blocks and no filtering: the scanlines can be read straight from IDAT.
        let samples: [UInt16] = [0x0102, 0xA0B0, 0, 65_535, 0x00FF, 0xFF00]
        let bitmap = try Bitmap(width: 3, height: 2, gray16: samples)
        let png = try [UInt8](SpngEncoder.encode(bitmap, settings: .stored))
        let chunks = try #require(CodecFixtures.chunks(of: png))
        #expect(chunks.first?.type == "IHDR")
        #expect(chunks.first?.body == CodecFixtures.ihdr(width: 3, height: 2, bitDepth: 16, colorType: 0))
        let idat = chunks.filter { $0.type == "IDAT" }.flatMap(\.body)
        let scanlines = try #require(CodecFixtures.inflateStored(idat))
        var expected: [UInt8] = [0]  // filter type None
        for sample in samples[0..<3] { expected += CodecFixtures.bigEndian16(sample) }
        expected.append(0)
        for sample in samples[3..<6] { expected += CodecFixtures.bigEndian16(sample) }
        #expect(scanlines == expected)
    }

    @Test(arguments: [(PixelFormat.gray8, UInt8(0)), (.rgb8, 2), (.rgba8, 6), (.gray16, 0)])
    func writesTheMatchingHeader(_ format: PixelFormat, colorType: UInt8) throws {
        let png = try [UInt8](CodecFixtures.smoothBitmap(width: 5, height: 4, format: format).pngData())
        let chunks = try #require(CodecFixtures.chunks(of: png))
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])  // no ancillary chunks
        let bitDepth: UInt8 = format == .gray16 ? 16 : 8
        #expect(chunks[0].body == CodecFixtures.ihdr(width: 5, height: 4, bitDepth: bitDepth, colorType: colorType))
    }

    @Test(arguments: PixelFormat.allCases)
    func paddedRowsEncodeLikePackedOnes(_ format: PixelFormat) throws {
        let packed = try CodecFixtures.noiseBitmap(width: 13, height: 7, format: format, seed: 5)
        let rowBytes = 13 * format.bytesPerPixel
        var padded: [UInt8] = []
        for row in 0..<7 {
            padded += packed.pixels[(row * rowBytes)..<((row + 1) * rowBytes)]
            padded += [0xEE, 0xEE, 0xEE]  // padding that must not leak into the image
        }
        let paddedBitmap = try Bitmap(width: 13, height: 7, format: format, bytesPerRow: rowBytes + 3, pixels: padded)
        #expect(try paddedBitmap.pngData() == packed.pngData())
        #expect(CodecFixtures.difference(try Bitmap(decoding: paddedBitmap.pngData()), packed) == nil)
    }

    @Test(arguments: PixelFormat.allCases)
    func encodingIsDeterministic(_ format: PixelFormat) throws {
        let bitmap = try CodecFixtures.smoothBitmap(width: 97, height: 64, format: format)
        let first = try bitmap.pngData()
        let copy = try Bitmap(width: 97, height: 64, format: format, pixels: bitmap.pixels)
        #expect(try copy.pngData() == first)
        #expect(try bitmap.pngData() == first)
    }

    @Test func compressesSmoothImages() throws {
        let bitmap = try CodecFixtures.smoothBitmap(width: 256, height: 256, format: .gray8)
        let png = try bitmap.pngData()
        #expect(png.count < bitmap.byteCount / 4)
    }

    @Test func oneByOnePixel() throws {
        let bitmap = try Bitmap(width: 1, height: 1, format: .rgba8, pixels: [1, 2, 3, 4])
        #expect(try Bitmap(decoding: bitmap.pngData()) == bitmap)
    }

    @Test func decodesFromAnyByteCollection() throws {
        let bitmap = try CodecFixtures.noiseBitmap(width: 9, height: 9, format: .rgb8)
        let data = try bitmap.pngData()
        let bytes = [UInt8](data)
        let sliced = ([0xAA, 0xBB] + bytes)[2...]  // a slice that does not start at index 0
        #expect(CodecFixtures.difference(try Bitmap(decoding: data), bitmap) == nil)
        #expect(CodecFixtures.difference(try Bitmap(decoding: bytes), bitmap) == nil)
        #expect(CodecFixtures.difference(try Bitmap(decoding: sliced), bitmap) == nil)
        #expect(CodecFixtures.difference(try Bitmap(decoding: data[data.startIndex...]), bitmap) == nil)
        // Not contiguous, so copied first.
        #expect(CodecFixtures.difference(try Bitmap(decoding: bytes.lazy.map { $0 }), bitmap) == nil)
    }

    // MARK: Decoding files from an independent writer

    @Test(arguments: [(1, [0, 1, 1, 0], [0, 255, 255, 0]), (2, [0, 1, 2, 3], [0, 85, 170, 255]), (4, [0, 5, 10, 15], [0, 85, 170, 255])])
    func scalesLowBitDepthGrayToEightBits(_ bitDepth: Int, samples: [Int], expected: [UInt8]) throws {
        let png = CodecFixtures.png(
            width: 4, height: 1, bitDepth: UInt8(bitDepth), colorType: 0,
            rows: [CodecFixtures.pack(samples, bitDepth: bitDepth)])
        let bitmap = try Bitmap(decoding: png)
        #expect(bitmap.format == .gray8)
        #expect(bitmap.pixels == expected)
    }

    @Test func decodesEightBitGray() throws {
        let png = CodecFixtures.png(width: 3, height: 2, bitDepth: 8, colorType: 0, rows: [[0, 128, 255], [1, 2, 3]])
        #expect(try Bitmap(decoding: png) == Bitmap(width: 3, height: 2, format: .gray8, pixels: [0, 128, 255, 1, 2, 3]))
    }

    @Test func decodesSixteenBitGrayLosslesslyInNativeOrder() throws {
        let samples: [UInt16] = [0x0102, 0xFFFE, 7, 0x8001]
        let png = CodecFixtures.png(width: 4, height: 1, bitDepth: 16, colorType: 0, rows: [samples.flatMap(CodecFixtures.bigEndian16)])
        let bitmap = try Bitmap(decoding: png)
        #expect(bitmap.format == .gray16)
        #expect(bitmap.gray16Samples == samples)
    }

    @Test func decodesSixteenBitRGBToItsHighBytes() throws {
        let samples: [UInt16] = [0x1234, 0x5678, 0x9ABC, 0xFFFF, 0x0000, 0x80FF]
        let png = CodecFixtures.png(width: 2, height: 1, bitDepth: 16, colorType: 2, rows: [samples.flatMap(CodecFixtures.bigEndian16)])
        #expect(try Bitmap(decoding: png) == Bitmap(width: 2, height: 1, format: .rgb8, pixels: [0x12, 0x56, 0x9A, 0xFF, 0x00, 0x80]))
    }

    @Test func grayWithAlphaBecomesRGBA() throws {
        let png = CodecFixtures.png(width: 2, height: 1, bitDepth: 8, colorType: 4, rows: [[10, 20, 30, 40]])
        #expect(try Bitmap(decoding: png) == Bitmap(width: 2, height: 1, format: .rgba8, pixels: [10, 10, 10, 20, 30, 30, 30, 40]))
    }

    @Test func grayWithTransparencyBecomesRGBA() throws {
        let transparency = CodecFixtures.chunk("tRNS", CodecFixtures.bigEndian16(100))
        let png = CodecFixtures.png(width: 3, height: 1, bitDepth: 8, colorType: 0, rows: [[0, 100, 255]], extra: [transparency])
        let expected: [UInt8] = [0, 0, 0, 255, 100, 100, 100, 0, 255, 255, 255, 255]
        #expect(try Bitmap(decoding: png) == Bitmap(width: 3, height: 1, format: .rgba8, pixels: expected))
    }

    @Test func sixteenBitGrayWithTransparencyBecomesRGBA() throws {
        let transparency = CodecFixtures.chunk("tRNS", CodecFixtures.bigEndian16(7))
        let samples: [UInt16] = [0x0102, 7]
        let png = CodecFixtures.png(
            width: 2, height: 1, bitDepth: 16, colorType: 0, rows: [samples.flatMap(CodecFixtures.bigEndian16)], extra: [transparency])
        #expect(try Bitmap(decoding: png) == Bitmap(width: 2, height: 1, format: .rgba8, pixels: [1, 1, 1, 255, 0, 0, 0, 0]))
    }

    @Test func rgbWithTransparencyBecomesRGBA() throws {
        let transparency = CodecFixtures.chunk("tRNS", [0, 1, 0, 2, 0, 3])
        let png = CodecFixtures.png(width: 2, height: 1, bitDepth: 8, colorType: 2, rows: [[1, 2, 3, 4, 5, 6]], extra: [transparency])
        #expect(try Bitmap(decoding: png) == Bitmap(width: 2, height: 1, format: .rgba8, pixels: [1, 2, 3, 0, 4, 5, 6, 255]))
    }

    @Test func paletteBecomesRGB() throws {
        let palette = CodecFixtures.chunk("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255])
        let png = CodecFixtures.png(width: 4, height: 1, bitDepth: 8, colorType: 3, rows: [[2, 1, 0, 2]], extra: [palette])
        let expected: [UInt8] = [0, 0, 255, 0, 255, 0, 255, 0, 0, 0, 0, 255]
        #expect(try Bitmap(decoding: png) == Bitmap(width: 4, height: 1, format: .rgb8, pixels: expected))
    }

    @Test func lowBitDepthPaletteWithTransparencyBecomesRGBA() throws {
        let palette = CodecFixtures.chunk("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255])
        let transparency = CodecFixtures.chunk("tRNS", [128])  // entries past the first stay opaque
        let png = CodecFixtures.png(
            width: 3, height: 1, bitDepth: 2, colorType: 3,
            rows: [CodecFixtures.pack([0, 1, 2], bitDepth: 2)], extra: [palette, transparency])
        let expected: [UInt8] = [255, 0, 0, 128, 0, 255, 0, 255, 0, 0, 255, 255]
        #expect(try Bitmap(decoding: png) == Bitmap(width: 3, height: 1, format: .rgba8, pixels: expected))
    }

    @Test(arguments: [(13, 11), (1, 1), (3, 9), (8, 8)])
    func decodesInterlacedImages(_ width: Int, height: Int) throws {
        let pixels = CodecFixtures.randomBytes(width * height, seed: UInt64(width * 100 + height))
        let png = CodecFixtures.interlacedGrayPNG(width: width, height: height, pixels: pixels)
        #expect(try Bitmap(decoding: png) == Bitmap(width: width, height: height, format: .gray8, pixels: pixels))
    }

    @Test func appliesNoGammaCorrection() throws {
        let gamma = CodecFixtures.chunk("gAMA", CodecFixtures.bigEndian(100_000))  // gamma 1.0: would brighten if applied
        let png = CodecFixtures.png(width: 2, height: 1, bitDepth: 8, colorType: 2, rows: [[64, 128, 192, 10, 20, 30]], extra: [gamma])
        #expect(try Bitmap(decoding: png).pixels == [64, 128, 192, 10, 20, 30])
    }

    @Test func ignoresTextChunksAndTrailingBytes() throws {
        var png = CodecFixtures.png(
            width: 2, height: 1, bitDepth: 8, colorType: 0, rows: [[5, 6]],
            extra: [CodecFixtures.chunk("tEXt", Array("Comment\u{0}hello".utf8))])
        png += Array("trailing bytes after IEND".utf8)
        #expect(try Bitmap(decoding: png).pixels == [5, 6])
    }
}
