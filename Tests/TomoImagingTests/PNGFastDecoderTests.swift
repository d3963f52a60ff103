#if canImport(CDeflate)
import Testing
import TomoCore
@testable import TomoImageCodecs
import TomoImaging

@Suite("PNG fast path (libdeflate)")
struct PNGFastDecoderTests {
    /// The kinds of PNG the fast path decodes: (colour type, bit depth).
    static let kinds: [(UInt8, UInt8)] = [(0, 8), (0, 16), (2, 8), (6, 8)]
    static let filterSets: [[UInt8]] = [[0], [1], [2], [3], [4], [4, 3, 2, 1, 0]]

    @Test("Every filter on every kind it takes: the pixels are the rows, as libspng decodes them", arguments: 0..<kinds.count)
    func filtersAndKinds(kind: Int) throws {
        let (colorType, bitDepth) = Self.kinds[kind]
        for filters in Self.filterSets {
            for chunks in [1, 3] {
                var png = HandmadePNG.random(width: 37, height: 11, colorType: colorType, bitDepth: bitDepth, seed: UInt64(kind))
                png.filters = filters
                png.imageDataChunks = chunks
                let expected = Self.hostOrder(png.rows.flatMap { $0 }, bitDepth: bitDepth)
                let fast = try #require(Self.fastDecode(png.bytes), "filters \(filters), \(chunks) IDAT")
                #expect(fast.pixels == expected, "filters \(filters), \(chunks) IDAT")
                #expect((fast.width, fast.height) == (37, 11))
                #expect(try Self.spngDecode(png.bytes) == fast)
            }
        }
    }

    @Test("libspng's own files, smooth and noisy, in every format: the same bitmap from both decoders")
    func encodedFiles() throws {
        for format in [PixelFormat.gray8, .gray16, .rgb8, .rgba8] {
            for image in [try OperationImage.noise(64, 48, format), try OperationImage.make(64, 48, format) { x, y, c in (x * 3 + y * 5 + c * 7) % 256 }] {
                let png = try image.pngData()
                let fast = try #require(Self.fastDecode(Array(png)), "\(format)")
                #expect(fast == image, "\(format)")
                #expect(try Self.spngDecode(Array(png)) == fast, "\(format)")
            }
        }
    }

    @Test("Kinds it does not take go to libspng: palette, 4-bit gray, gray + alpha, tRNS, interlaced")
    func declined() throws {
        var palette = HandmadePNG.random(width: 9, height: 5, colorType: 3, bitDepth: 8, seed: 1)
        palette.chunksBeforeData = [("PLTE", (0..<768).map { UInt8($0 % 256) })]
        var transparent = HandmadePNG.random(width: 9, height: 5, colorType: 0, bitDepth: 8, seed: 2)
        transparent.chunksBeforeData = [("tRNS", [0, 7])]
        let declined = [
            palette,
            HandmadePNG.random(width: 9, height: 5, colorType: 0, bitDepth: 4, seed: 3),
            HandmadePNG.random(width: 9, height: 5, colorType: 4, bitDepth: 8, seed: 4),
            transparent,
        ]
        for png in declined {
            #expect(Self.fastDecode(png.bytes) == nil, "colour type \(png.colorType), depth \(png.bitDepth)")
            #expect(throws: Never.self) { try Bitmap(decoding: png.bytes) }
        }
        var interlaced = HandmadePNG.random(width: 9, height: 5, colorType: 0, bitDepth: 8, seed: 5)
        interlaced.interlaced = true
        #expect(Self.fastDecode(interlaced.bytes) == nil)
    }

    @Test("Damage of any kind is left to libspng, which reports it")
    func damaged() throws {
        let png = HandmadePNG.random(width: 20, height: 10, colorType: 0, bitDepth: 8, seed: 6)
        let bytes = png.bytes
        var flipped = bytes
        flipped[bytes.count - 20] ^= 0x10  // inside the image data: its CRC no longer matches
        var unknownFilter = png
        unknownFilter.filters = [0, 5]
        var short = png
        short.rows.removeLast()
        short.height = 10  // claims one row more than the data holds
        let cases: [(String, [UInt8])] = [
            ("flipped bit", flipped), ("unknown filter", unknownFilter.bytes), ("missing row", short.bytes),
            ("no IEND", Array(bytes.dropLast(12))),
            ("unknown critical chunk", Self.inserting(HandmadePNG.chunk("ZZZZ", [1]), before: "IDAT", in: bytes)),
        ]
        for (name, damaged) in cases {
            #expect(Self.fastDecode(damaged) == nil, "\(name)")
            #expect(throws: ImagingError.self, "\(name)") { try Bitmap(decoding: damaged) }
        }
        // More data than the header's size: libspng reads what it needs and accepts the file; so does Tomo.
        var long = png
        long.height = 9
        #expect(Self.fastDecode(long.bytes) == nil)
        #expect(try Bitmap(decoding: long.bytes) == Self.spngDecode(long.bytes))
    }

    @Test("Sizes over the limits are refused before anything is inflated")
    func limits() throws {
        let png = HandmadePNG.random(width: 40, height: 30, colorType: 0, bitDepth: 8, seed: 7).bytes
        let limits = DecodingLimits(maxDimension: 39, maxPixelCount: 10_000)
        #expect(png.withUnsafeBufferPointer { PNGFastDecoder.decode($0, limits: limits) } == nil)
        #expect(throws: ImagingError.tooLarge(width: 40, height: 30, limit: limits)) { try Bitmap(decoding: png, limits: limits) }
    }

    private static func fastDecode(_ bytes: [UInt8]) -> Bitmap? {
        bytes.withUnsafeBufferPointer { PNGFastDecoder.decode($0, limits: .standard) }
    }

    private static func spngDecode(_ bytes: [UInt8]) throws -> Bitmap {
        try bytes.withUnsafeBufferPointer { try SpngDecoder.decode($0, limits: .standard) }
    }

    /// Big-endian 16-bit samples in the host's order.
    private static func hostOrder(_ bytes: [UInt8], bitDepth: UInt8) -> [UInt8] {
        guard bitDepth == 16 else { return bytes }
        return stride(from: 0, to: bytes.count, by: 2).flatMap { index -> [UInt8] in
            withUnsafeBytes(of: UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])) { Array($0) }
        }
    }

    private static func inserting(_ chunk: [UInt8], before type: String, in bytes: [UInt8]) -> [UInt8] {
        let marker = Array(type.utf8)
        let index = (0..<(bytes.count - 4)).first { Array(bytes[$0..<($0 + 4)]) == marker }!
        return Array(bytes[..<(index - 4)]) + chunk + Array(bytes[(index - 4)...])
    }
}
#endif
