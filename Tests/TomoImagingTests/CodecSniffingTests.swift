import Foundation
import Testing
import TomoImageCodecs
import TomoImaging

@Suite("Codec format sniffing")
struct CodecSniffingTests {
    @Test func recognisesPNGAndJPEGSignatures() {
        #expect(ImageFormat.sniff(CodecFixtures.pngSignature + [0, 0, 0, 13]) == .png)
        #expect(ImageFormat.sniff([0xFF, 0xD8, 0xFF, 0xE0]) == .jpeg)
        #expect(ImageFormat.sniff(Data([0xFF, 0xD8, 0xFF])) == .jpeg)
    }

    @Test func sniffsWhatTheEncodersWrite() throws {
        let bitmap = try CodecFixtures.smoothBitmap(width: 8, height: 8, format: .rgb8)
        #expect(ImageFormat.sniff(try bitmap.pngData()) == .png)
        #expect(ImageFormat.sniff(try bitmap.jpegData()) == .jpeg)
    }

    @Test(arguments: [
        [UInt8](),
        [0x89],
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A],  // one byte short of the PNG signature
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0B],  // last byte wrong
        [0xFF, 0xD8],
        [0xFF, 0xD8, 0x00],
        Array("GIF89a".utf8),
        Array("<html>".utf8),
    ])
    func rejectsAnythingElse(_ bytes: [UInt8]) {
        #expect(ImageFormat.sniff(bytes) == nil)
    }

    @Test func mimeTypes() {
        #expect(ImageFormat.png.mimeType == "image/png")
        #expect(ImageFormat.jpeg.mimeType == "image/jpeg")
        #expect(ImageFormat(rawValue: "png") == .png)
        #expect(ImageFormat(rawValue: "jpeg") == .jpeg)
    }

    @Test func emptyDataIsAnUnknownFormatWithAnEmptyPrefix() {
        #expect(CodecFixtures.decodeError(Data()) == .unknownFormat(prefix: []))
        #expect(CodecFixtures.decodeError([UInt8]()) == .unknownFormat(prefix: []))
    }

    @Test func oneUnrecognisedByteIsAnUnknownFormat() {
        #expect(CodecFixtures.decodeError([0x42]) == .unknownFormat(prefix: [0x42]))
    }

    @Test func unknownFormatKeepsTheFirstSixteenBytes() {
        let text = Array("This is plain text, not an image at all.".utf8)
        #expect(CodecFixtures.decodeError(text) == .unknownFormat(prefix: Array(text.prefix(16))))
    }

    @Test func randomBytesAreAnUnknownFormat() {
        for seed in UInt64(1)...20 {
            var bytes = CodecFixtures.randomBytes(500, seed: seed)
            bytes[0] = 0x00  // neither 0x89 (PNG) nor 0xFF (JPEG)
            #expect(CodecFixtures.decodeError(bytes) == .unknownFormat(prefix: Array(bytes.prefix(16))))
        }
    }

    @Test func aCutSignatureIsTruncated() {
        #expect(CodecFixtures.decodeError([0x89]) == .truncated(format: "PNG"))
        #expect(CodecFixtures.decodeError(Array(CodecFixtures.pngSignature.prefix(7))) == .truncated(format: "PNG"))
        #expect(CodecFixtures.decodeError([0xFF]) == .truncated(format: "JPEG"))
        #expect(CodecFixtures.decodeError([0xFF, 0xD8]) == .truncated(format: "JPEG"))
    }

    /// Minimal headers of formats the codecs recognise but do not decode.
    static let foreignHeaders: [(bytes: [UInt8], name: String)] = {
        let gif87: [UInt8] = Array("GIF87a".utf8) + [1, 0, 1, 0, 0, 0, 0]
        let gif89: [UInt8] = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0]
        var webP: [UInt8] = Array("RIFF".utf8) + [26, 0, 0, 0]
        webP += Array("WEBPVP8L".utf8) + [0, 0, 0, 0]
        var bmp: [UInt8] = Array("BM".utf8) + [0x3A, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0]
        bmp += [40, 0, 0, 0, 1, 0, 0, 0]  // BITMAPINFOHEADER: 40 bytes, width 1
        let tiffIntel: [UInt8] = [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0]
        let tiffMotorola: [UInt8] = [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8]
        return [(gif87, "GIF"), (gif89, "GIF"), (webP, "WebP"), (bmp, "BMP"), (tiffIntel, "TIFF"), (tiffMotorola, "TIFF")]
    }()

    @Test(arguments: foreignHeaders)
    func namesFormatsItDoesNotDecode(_ bytes: [UInt8], name: String) {
        #expect(ImageFormat.sniff(bytes) == nil)
        #expect(CodecFixtures.decodeError(bytes) == .unsupportedFormat(name))
        #expect(throws: ImagingError.unsupportedFormat(name)) { try ImageInfo(reading: bytes) }
    }

    @Test func textStartingWithBMIsNotABitmap() {
        let text = Array("BMW motorcycles, a short history".utf8)
        #expect(CodecFixtures.decodeError(text) == .unknownFormat(prefix: Array(text.prefix(16))))
    }

    @Test func sniffingIgnoresNothingButTheBytes() throws {
        // A JPEG with a PNG-looking name or type is still a JPEG: only content counts.
        let jpeg = try CodecFixtures.smoothBitmap(width: 4, height: 4, format: .gray8).jpegData()
        #expect(ImageFormat.sniff(jpeg) == .jpeg)
        #expect(try Bitmap(decoding: jpeg).format == .gray8)
    }
}
