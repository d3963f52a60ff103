import Foundation
import Testing
import TomoImageCodecs
import TomoImaging

/// Every malformed input must end in a specific `ImagingError`, never a crash or a half image.
@Suite("Codec bad input")
struct CodecBadInputTests {
    static func validPNG() throws -> [UInt8] {
        try [UInt8](CodecFixtures.smoothBitmap(width: 40, height: 30, format: .rgb8).pngData())
    }

    static func validJPEG(_ format: PixelFormat = .rgb8) throws -> [UInt8] {
        try [UInt8](CodecFixtures.smoothBitmap(width: 40, height: 30, format: format).jpegData())
    }

    // MARK: Huge headers

    @Test func pngHeaderClaimingHundredThousandSquaredIsTooLarge() {
        // A valid signature and IHDR (correct CRC), then a token IDAT and IEND: decoding it would need 10 GB.
        let png = CodecFixtures.pngSignature
            + CodecFixtures.chunk("IHDR", CodecFixtures.ihdr(width: 100_000, height: 100_000, bitDepth: 8, colorType: 0))
            + CodecFixtures.chunk("IDAT", CodecFixtures.zlibStored([0, 0, 0]))
            + CodecFixtures.chunk("IEND")
        #expect(CodecFixtures.decodeError(png) == .tooLarge(width: 100_000, height: 100_000, limit: .standard))
        #expect(CodecFixtures.decodeError(Data(png)) == .tooLarge(width: 100_000, height: 100_000, limit: .standard))
    }

    @Test func pngOverThePixelCountButNotTheSideLimitIsTooLarge() {
        let png = CodecFixtures.pngSignature
            + CodecFixtures.chunk("IHDR", CodecFixtures.ihdr(width: 16_000, height: 16_000, bitDepth: 16, colorType: 6))
            + CodecFixtures.chunk("IDAT", CodecFixtures.zlibStored([0]))
            + CodecFixtures.chunk("IEND")
        #expect(CodecFixtures.decodeError(png) == .tooLarge(width: 16_000, height: 16_000, limit: .standard))
    }

    @Test func pngWithZeroWidthIsInvalid() {
        let png = CodecFixtures.pngSignature
            + CodecFixtures.chunk("IHDR", CodecFixtures.ihdr(width: 0, height: 10, bitDepth: 8, colorType: 0))
            + CodecFixtures.chunk("IEND")
        #expect(CodecFixtures.decodeError(png) == .invalidDimensions(width: 0, height: 10))
    }

    @Test(arguments: [(UInt16(65_000), UInt16(65_000)), (20_000, 8), (9_000, 9_000)])
    func jpegFrameHeaderClaimingAHugeSizeIsTooLarge(_ width: UInt16, height: UInt16) throws {
        let jpeg = try #require(CodecFixtures.jpeg(Self.validJPEG(), claimingWidth: width, height: height))
        #expect(CodecFixtures.decodeError(jpeg) == .tooLarge(width: Int(width), height: Int(height), limit: .standard))
    }

    @Test func customLimitsApplyToBothFormats() throws {
        let limits = DecodingLimits(maxDimension: 100, maxPixelCount: 1_000)  // 40 × 30 = 1,200 pixels
        #expect(CodecFixtures.decodeError(try Self.validPNG(), limits: limits) == .tooLarge(width: 40, height: 30, limit: limits))
        #expect(CodecFixtures.decodeError(try Self.validJPEG(), limits: limits) == .tooLarge(width: 40, height: 30, limit: limits))
        let narrow = DecodingLimits(maxDimension: 35)
        #expect(CodecFixtures.decodeError(try Self.validPNG(), limits: narrow) == .tooLarge(width: 40, height: 30, limit: narrow))
        #expect(CodecFixtures.decodeError(try Self.validJPEG(), limits: narrow) == .tooLarge(width: 40, height: 30, limit: narrow))
        let roomy = DecodingLimits(maxDimension: 40, maxPixelCount: 1_200)
        #expect(CodecFixtures.decodeError(try Self.validPNG(), limits: roomy) == nil)
        #expect(CodecFixtures.decodeError(try Self.validJPEG(), limits: roomy) == nil)
    }

    // MARK: Truncation

    @Test func pngTruncatedAtEveryEighthIsTruncated() throws {
        let png = try Self.validPNG()
        for eighth in 1...7 {
            let cut = Array(png.prefix(png.count * eighth / 8))
            #expect(CodecFixtures.decodeError(cut) == .truncated(format: "PNG"), "cut at \(eighth)/8")
        }
    }

    @Test(arguments: [1, 4, 5, 12, 13])
    func pngMissingPartOfIENDIsTruncated(_ dropped: Int) throws {
        let png = try Self.validPNG()
        #expect(CodecFixtures.decodeError(png.dropLast(dropped)) == .truncated(format: "PNG"))
    }

    @Test(arguments: [PixelFormat.gray8, .rgb8])
    func jpegTruncatedAtEveryEighthIsTruncated(_ format: PixelFormat) throws {
        let jpeg = try Self.validJPEG(format)
        for eighth in 1...7 {
            let cut = Array(jpeg.prefix(jpeg.count * eighth / 8))
            #expect(CodecFixtures.decodeError(cut) == .truncated(format: "JPEG"), "cut at \(eighth)/8")
        }
    }

    @Test(arguments: [1, 2, 3, 50])
    func jpegMissingItsEndIsTruncated(_ dropped: Int) throws {
        let jpeg = try Self.validJPEG()
        #expect(CodecFixtures.decodeError(jpeg.dropLast(dropped)) == .truncated(format: "JPEG"))
    }

    @Test func headerWithoutImageDataIsTruncated() throws {
        let png = try Self.validPNG()
        let idat = try #require(CodecFixtures.firstIDATBody(in: png))
        #expect(CodecFixtures.decodeError(png.prefix(idat.lowerBound - 8)) == .truncated(format: "PNG"))
        let jpeg = try Self.validJPEG()
        let scan = try #require(CodecFixtures.jpegScanDataStart(jpeg))
        #expect(CodecFixtures.decodeError(jpeg.prefix(scan)) == .truncated(format: "JPEG"))
    }

    // MARK: Valid headers, garbage after

    @Test func pngHeaderFollowedByGarbageIsCorrupt() {
        // Well-formed chunks with correct CRCs, but the IDAT payload is not a zlib stream.
        let png = CodecFixtures.pngSignature
            + CodecFixtures.chunk("IHDR", CodecFixtures.ihdr(width: 40, height: 30, bitDepth: 8, colorType: 2))
            + CodecFixtures.chunk("IDAT", CodecFixtures.randomBytes(500, seed: 9))
            + CodecFixtures.chunk("IEND")
        #expect(CodecFixtures.isCorrupt(CodecFixtures.decodeError(png), format: "PNG"))
    }

    @Test func pngHeaderFollowedByRawGarbageFails() throws {
        // Raw bytes after IHDR read as a chunk with a random length and CRC: corrupt or, if the
        // length runs past the end, truncated.
        let header = Array(try Self.validPNG().prefix(33))
        for seed in UInt64(1)...30 {
            let error = CodecFixtures.decodeError(header + CodecFixtures.randomBytes(300, seed: seed))
            #expect(CodecFixtures.isCorrupt(error, format: "PNG") || error == .truncated(format: "PNG"), "seed \(seed): \(String(describing: error))")
        }
    }

    @Test func jpegHeaderFollowedByGarbageIsCorrupt() throws {
        // The entropy-coded data replaced by a run of 1 bits (FF 00 is a stuffed FF): no Huffman
        // code is that long, so this is never valid. EOI stays, so nothing is missing.
        var jpeg = try Self.validJPEG()
        let scan = try #require(CodecFixtures.jpegScanDataStart(jpeg))
        for index in stride(from: scan, to: jpeg.count - 3, by: 2) {
            (jpeg[index], jpeg[index + 1]) = (0xFF, 0x00)
        }
        #expect(CodecFixtures.isCorrupt(CodecFixtures.decodeError(jpeg), format: "JPEG"))
    }

    @Test func jpegWithABogusHuffmanTableIsCorrupt() throws {
        var jpeg = try Self.validJPEG()
        let table = try #require(CodecFixtures.jpegSegments(jpeg).first { $0.marker == 0xC4 })
        // The 16 code counts after the class/id byte: all 0xFF claims far more than 256 codes.
        for index in (table.offset + 3)..<(table.offset + 19) { jpeg[index] = 0xFF }
        #expect(CodecFixtures.isCorrupt(CodecFixtures.decodeError(jpeg), format: "JPEG"))
    }

    @Test func jpegWithAnUnsupportedProcessIsCorrupt() throws {
        var jpeg = try Self.validJPEG()
        let sof = try #require(CodecFixtures.jpegSegments(jpeg).first { $0.marker == 0xC0 })
        jpeg[sof.offset - 1] = 0xC3  // lossless, which libjpeg-turbo 2.1 does not decode
        #expect(CodecFixtures.isCorrupt(CodecFixtures.decodeError(jpeg), format: "JPEG"))
    }

    @Test func jpegWithoutAFrameHeaderIsCorrupt() {
        // SOI, a comment, EOI.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xFE, 0x00, 0x04, 0x68, 0x69, 0xFF, 0xD9]
        #expect(CodecFixtures.isCorrupt(CodecFixtures.decodeError(jpeg), format: "JPEG"))
    }

    @Test func randomBytesAfterASignatureNeverCrash() {
        for seed in UInt64(1)...40 {
            let tail = CodecFixtures.randomBytes(Int(seed) * 37, seed: seed)
            for signature in [CodecFixtures.pngSignature, [0xFF, 0xD8, 0xFF]] {
                #expect(CodecFixtures.decodeError(signature + tail) != nil, "seed \(seed)")
            }
        }
    }

    // MARK: Flipped bytes

    @Test func pngWithAnyFlippedByteFails() throws {
        // Every byte after the signature is covered by a length check or a CRC.
        let png = try [UInt8](CodecFixtures.smoothBitmap(width: 12, height: 8, format: .gray8).pngData())
        for index in 8..<png.count {
            var damaged = png
            damaged[index] ^= 0x10
            let error = CodecFixtures.decodeError(damaged)
            #expect(error != nil, "byte \(index)")
        }
    }

    @Test func pngWithAFlippedImageDataByteIsCorrupt() throws {
        let png = try Self.validPNG()
        let idat = try #require(CodecFixtures.firstIDATBody(in: png))
        for index in stride(from: idat.lowerBound, to: idat.upperBound, by: 97) {
            var damaged = png
            damaged[index] ^= 0xFF
            #expect(CodecFixtures.isCorrupt(CodecFixtures.decodeError(damaged), format: "PNG"), "byte \(index)")
        }
    }

    @Test func pngWithABadCRCIsCorrupt() throws {
        var png = try Self.validPNG()
        png[29] ^= 1  // the IHDR CRC
        #expect(CodecFixtures.decodeError(png) == .corrupt(format: "PNG", reason: "invalid chunk checksum"))
    }

    @Test func pngWithAnUnknownCriticalChunkIsCorrupt() throws {
        let png = CodecFixtures.png(
            width: 1, height: 1, bitDepth: 8, colorType: 0, rows: [[0]], extra: [CodecFixtures.chunk("ZZZZ", [1, 2])])
        #expect(CodecFixtures.isCorrupt(CodecFixtures.decodeError(png), format: "PNG"))
    }

    @Test(arguments: [PixelFormat.gray8, .rgb8])
    func jpegWithAnyFlippedByteDecodesWholeOrFails(_ format: PixelFormat) throws {
        // JPEG has no checksums: a flipped coefficient bit may decode to a slightly different
        // image. What must never happen is a crash or a half-decoded image passed off as whole.
        let jpeg = try [UInt8](CodecFixtures.smoothBitmap(width: 24, height: 16, format: format).jpegData())
        for index in 3..<jpeg.count {
            var damaged = jpeg
            damaged[index] ^= 0x24
            do {
                let bitmap = try Bitmap(decoding: damaged)
                #expect(bitmap.byteCount == bitmap.width * bitmap.height * bitmap.format.bytesPerPixel)
            } catch .truncated(let name), .corrupt(let name, _) {
                #expect(name == "JPEG")
            } catch .tooLarge, .invalidDimensions {
                // a flipped size field
            } catch {
                Issue.record("byte \(index): unexpected \(error)")
            }
        }
    }
}
