import Testing

@testable import TomoCore
import TomoImageCodecs
import TomoImaging

/// Builders for codec test inputs, written from the PNG and JPEG specifications and independent
/// of libspng and TurboJPEG, so that tests can check the codecs against them.
enum CodecFixtures {
    // MARK: Checksums and zlib

    /// CRC-32 as PNG uses it (ISO 3309, reflected polynomial 0xEDB88320), bit by bit.
    static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// Adler-32, the checksum at the end of a zlib stream.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    /// A zlib stream holding `data` in stored (uncompressed) deflate blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65_535, data.count)
            let length = UInt16(end - start)
            out += [end == data.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += data[start..<end]
            start = end
        } while start < data.count
        return out + bigEndian(adler32(data))
    }

    /// The payload of a zlib stream made only of stored blocks (as zlib level 0 writes); nil for anything else.
    static func inflateStored(_ stream: [UInt8]) -> [UInt8]? {
        guard stream.count >= 6, stream[0] & 0x0F == 8 else { return nil }
        var out: [UInt8] = []
        var offset = 2
        while true {
            guard offset + 5 <= stream.count, stream[offset] & 0b110 == 0 else { return nil }  // BTYPE 00 = stored
            let isFinal = stream[offset] & 1 == 1
            let length = Int(stream[offset + 1]) | Int(stream[offset + 2]) << 8
            let complement = Int(stream[offset + 3]) | Int(stream[offset + 4]) << 8
            guard length ^ complement == 0xFFFF, offset + 5 + length <= stream.count else { return nil }
            out += stream[(offset + 5)..<(offset + 5 + length)]
            offset += 5 + length
            if isFinal { break }
        }
        guard offset + 4 == stream.count, Array(stream[offset...]) == bigEndian(adler32(out)) else { return nil }
        return out
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func bigEndian16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }

    // MARK: PNG

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// One PNG chunk: length, type, body and CRC.
    static func chunk(_ type: String, _ body: [UInt8] = []) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(body.count)) + typeBytes + body + bigEndian(crc32(typeBytes + body))
    }

    /// The 13-byte IHDR body.
    static func ihdr(width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8, interlace: UInt8 = 0) -> [UInt8] {
        bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, interlace]
    }

    /// A non-interlaced PNG from unfiltered scanlines (`rows`, without filter bytes), with `extra`
    /// chunks (already built) between IHDR and IDAT.
    static func png(
        width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, rows: [[UInt8]], extra: [[UInt8]] = []
    ) -> [UInt8] {
        var scanlines: [UInt8] = []
        for row in rows { scanlines += [0] + row }
        var png = pngSignature
        png += chunk("IHDR", ihdr(width: UInt32(width), height: UInt32(height), bitDepth: bitDepth, colorType: colorType))
        for chunk in extra { png += chunk }
        png += chunk("IDAT", zlibStored(scanlines))
        png += chunk("IEND")
        return png
    }

    /// An Adam7-interlaced 8-bit gray PNG of `pixels` (row order, `width` per row).
    static func interlacedGrayPNG(width: Int, height: Int, pixels: [UInt8]) -> [UInt8] {
        // (first column, first row, column step, row step) of the seven passes.
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        var scanlines: [UInt8] = []
        for (firstColumn, firstRow, columnStep, rowStep) in passes where firstColumn < width && firstRow < height {
            for y in stride(from: firstRow, to: height, by: rowStep) {
                scanlines.append(0)
                for x in stride(from: firstColumn, to: width, by: columnStep) { scanlines.append(pixels[y * width + x]) }
            }
        }
        var png = pngSignature
        png += chunk("IHDR", ihdr(width: UInt32(width), height: UInt32(height), bitDepth: 8, colorType: 0, interlace: 1))
        png += chunk("IDAT", zlibStored(scanlines))
        png += chunk("IEND")
        return png
    }

    /// Packs samples of 1, 2 or 4 bits, most significant first, padding the last byte.
    static func pack(_ samples: [Int], bitDepth: Int) -> [UInt8] {
        var out: [UInt8] = []
        var current = 0
        var filled = 0
        for sample in samples {
            current = current << bitDepth | sample
            filled += bitDepth
            if filled == 8 {
                out.append(UInt8(current))
                (current, filled) = (0, 0)
            }
        }
        if filled > 0 { out.append(UInt8(current << (8 - filled))) }
        return out
    }

    /// The chunks of a PNG as (type, body), checking every CRC; nil if the layout or a CRC is wrong.
    static func chunks(of png: [UInt8]) -> [(type: String, body: [UInt8])]? {
        guard png.starts(with: pngSignature) else { return nil }
        var result: [(type: String, body: [UInt8])] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            guard offset + 12 + length <= png.count else { return nil }
            let typeBytes = Array(png[(offset + 4)..<(offset + 8)])
            let body = Array(png[(offset + 8)..<(offset + 8 + length)])
            guard Array(png[(offset + 8 + length)..<(offset + 12 + length)]) == bigEndian(crc32(typeBytes + body)) else { return nil }
            result.append((String(decoding: typeBytes, as: UTF8.self), body))
            offset += 12 + length
        }
        return offset == png.count ? result : nil
    }

    /// Byte offset of the first IDAT chunk's body.
    static func firstIDATBody(in png: [UInt8]) -> Range<Int>? {
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            if Array(png[(offset + 4)..<(offset + 8)]) == Array("IDAT".utf8) { return (offset + 8)..<(offset + 8 + length) }
            offset += 12 + length
        }
        return nil
    }

    // MARK: JPEG

    /// The marker segments of a JPEG up to and including the first SOS, as (marker, offset of the
    /// length field, body without the length); the entropy-coded data starts after the last one.
    static func jpegSegments(_ jpeg: [UInt8]) -> [(marker: UInt8, offset: Int, body: [UInt8])] {
        var result: [(marker: UInt8, offset: Int, body: [UInt8])] = []
        var offset = 2
        while offset + 4 <= jpeg.count, jpeg[offset] == 0xFF {
            let marker = jpeg[offset + 1]
            let length = Int(jpeg[offset + 2]) << 8 | Int(jpeg[offset + 3])
            guard offset + 2 + length <= jpeg.count else { break }
            result.append((marker, offset + 2, Array(jpeg[(offset + 4)..<(offset + 2 + length)])))
            offset += 2 + length
            if marker == 0xDA { break }
        }
        return result
    }

    /// Where the entropy-coded data of the first scan starts.
    static func jpegScanDataStart(_ jpeg: [UInt8]) -> Int? {
        guard let sos = jpegSegments(jpeg).last, sos.marker == 0xDA else { return nil }
        return sos.offset + 2 + sos.body.count
    }

    /// A copy of `jpeg` whose baseline frame header (SOF0) claims `width` × `height`.
    static func jpeg(_ jpeg: [UInt8], claimingWidth width: UInt16, height: UInt16) -> [UInt8]? {
        guard let sof = jpegSegments(jpeg).first(where: { $0.marker == 0xC0 }) else { return nil }
        var patched = jpeg
        // After the length: precision (1 byte), height (2), width (2).
        patched.replaceSubrange((sof.offset + 3)..<(sof.offset + 7), with: bigEndian16(height) + bigEndian16(width))
        return patched
    }

    // MARK: Bitmaps and bytes

    /// A smooth, deterministic test picture: gradients with a soft disc, different per channel.
    static func smoothBitmap(width: Int, height: Int, format: PixelFormat) throws -> Bitmap {
        if format == .gray16 {
            var samples: [UInt16] = []
            for y in 0..<height {
                for x in 0..<width { samples.append(UInt16((x * 65_535 / max(width - 1, 1) + y * 977) % 65_536)) }
            }
            return try Bitmap(width: width, height: height, gray16: samples)
        }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * format.bytesPerPixel)
        for y in 0..<height {
            for x in 0..<width {
                let dx = Double(x - width / 2) / Double(width)
                let dy = Double(y - height / 2) / Double(height)
                let disc = max(0, 1 - 4 * (dx * dx + dy * dy))
                for channel in 0..<format.channelCount {
                    let value: Double = switch channel {
                    case 0: 40 + 150 * disc + 60 * Double(x) / Double(width)
                    case 1: 30 + 200 * Double(y) / Double(height)
                    case 2: 220 - 180 * disc
                    default: 255 * Double(x + y) / Double(width + height)
                    }
                    pixels.append(UInt8(min(255, max(0, value.rounded()))))
                }
            }
        }
        return try Bitmap(width: width, height: height, format: format, pixels: pixels)
    }

    /// A bitmap of seeded pseudo-random bytes: every value, no smoothness (for lossless checks).
    static func noiseBitmap(width: Int, height: Int, format: PixelFormat, seed: UInt64 = 1) throws -> Bitmap {
        try Bitmap(width: width, height: height, format: format, pixels: randomBytes(width * height * format.bytesPerPixel, seed: seed))
    }

    /// Seeded pseudo-random bytes (SplitMix64), the same on every run.
    static func randomBytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }

    /// Nil when two bitmaps hold the same image, else a short description of the first difference
    /// (so that a failing test does not print thousands of pixel values).
    static func difference(_ actual: Bitmap, _ expected: Bitmap) -> String? {
        guard actual.width == expected.width, actual.height == expected.height, actual.format == expected.format else {
            return "got \(actual.width) × \(actual.height) \(actual.format), expected \(expected.width) × \(expected.height) \(expected.format)"
        }
        let rowBytes = actual.width * actual.format.bytesPerPixel
        for row in 0..<actual.height {
            for column in 0..<rowBytes {
                let (a, b) = (actual.pixels[row * actual.bytesPerRow + column], expected.pixels[row * expected.bytesPerRow + column])
                if a != b { return "row \(row), byte \(column): got \(a), expected \(b)" }
            }
        }
        return nil
    }

    // MARK: Errors

    /// The error decoding `bytes` throws, or nil if it decodes.
    static func decodeError(_ bytes: some Collection<UInt8>, limits: DecodingLimits = .standard) -> ImagingError? {
        do {
            _ = try Bitmap(decoding: bytes, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    static func isCorrupt(_ error: ImagingError?, format: String) -> Bool {
        if case .corrupt(format, _) = error { return true }
        return false
    }
}

@Suite("Codec test fixtures")
struct CodecFixtureTests {
    @Test func crc32MatchesTheStandardCheckValue() {
        #expect(CodecFixtures.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        // The IEND chunk's CRC, as printed in the PNG specification's examples.
        #expect(CodecFixtures.crc32(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test func adler32MatchesAKnownValue() {
        #expect(CodecFixtures.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }

    @Test func storedZlibRoundTripsAcrossBlockBoundaries() throws {
        let data = CodecFixtures.randomBytes(140_000, seed: 7)
        let stream = CodecFixtures.zlibStored(data)
        #expect(stream.count == 2 + 3 * 5 + data.count + 4)
        #expect(CodecFixtures.inflateStored(stream) == data)
        var damaged = stream
        damaged[damaged.count - 1] ^= 1
        #expect(CodecFixtures.inflateStored(damaged) == nil)
    }

    @Test func packsLowBitDepthsMostSignificantFirst() {
        #expect(CodecFixtures.pack([1, 0, 1, 1], bitDepth: 1) == [0b1011_0000])
        #expect(CodecFixtures.pack([3, 0, 2], bitDepth: 2) == [0b1100_1000])
        #expect(CodecFixtures.pack([15, 1, 9], bitDepth: 4) == [0xF1, 0x90])
    }

    @Test func differenceFindsTheFirstDifferingByteAndIgnoresPadding() throws {
        let packed = try Bitmap(width: 2, height: 2, format: .gray8, pixels: [1, 2, 3, 4])
        let padded = try Bitmap(width: 2, height: 2, format: .gray8, bytesPerRow: 3, pixels: [1, 2, 9, 3, 4, 9])
        #expect(CodecFixtures.difference(padded, packed) == nil)
        let changed = try Bitmap(width: 2, height: 2, format: .gray8, pixels: [1, 2, 3, 5])
        #expect(CodecFixtures.difference(changed, packed) == "row 1, byte 1: got 5, expected 4")
        let rgb = try Bitmap(width: 2, height: 2, format: .rgb8, fill: 1)
        #expect(CodecFixtures.difference(rgb, packed) != nil)
    }

    @Test func builtPNGsHaveValidChunks() throws {
        let png = CodecFixtures.png(width: 2, height: 1, bitDepth: 8, colorType: 0, rows: [[1, 2]])
        let chunks = try #require(CodecFixtures.chunks(of: png))
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(CodecFixtures.inflateStored(chunks[1].body) == [0, 1, 2])
    }
}
