import Foundation
import Testing
import TomoImageCodecs
import TomoImaging

@Suite("JPEG codec")
struct CodecJPEGTests {
    /// Mean and largest absolute sample error of a JPEG round trip.
    static func errors(_ original: Bitmap, _ decoded: Bitmap) -> (mean: Double, max: Int) {
        var sum = 0
        var largest = 0
        for (a, b) in zip(original.pixels, decoded.pixels) {
            let error = abs(Int(a) - Int(b))
            sum += error
            largest = max(largest, error)
        }
        return (Double(sum) / Double(original.pixels.count), largest)
    }

    /// Bounds measured on `smoothBitmap(64 × 48)` with libjpeg-turbo 2.1.5 (gray q85: 0.58 / 5,
    /// q95: 0.27 / 3; RGB q85: 1.67 / 16, q95: 0.75 / 7), with about 50 % headroom.
    @Test(arguments: [
        (PixelFormat.gray8, 85, 0.9, 8), (.gray8, 95, 0.45, 5),
        (.rgb8, 85, 2.5, 24), (.rgb8, 95, 1.2, 11),
    ])
    func roundTripStaysWithinTolerance(_ format: PixelFormat, quality: Int, meanBound: Double, maxBound: Int) throws {
        let bitmap = try CodecFixtures.smoothBitmap(width: 64, height: 48, format: format)
        let decoded = try Bitmap(decoding: bitmap.jpegData(quality: quality))
        #expect(decoded.format == format)  // gray stays gray, RGB stays RGB
        #expect(decoded.width == 64 && decoded.height == 48)
        let (mean, largest) = Self.errors(bitmap, decoded)
        #expect(mean <= meanBound)
        #expect(largest <= maxBound)
    }

    @Test(arguments: [PixelFormat.gray8, .rgb8])
    func higherQualityMeansSmallerErrorAndLargerFiles(_ format: PixelFormat) throws {
        let bitmap = try CodecFixtures.smoothBitmap(width: 64, height: 48, format: format)
        var previousError = Double.infinity
        var previousSize = 0
        for quality in [10, 50, 95] {
            let jpeg = try bitmap.jpegData(quality: quality)
            let error = Self.errors(bitmap, try Bitmap(decoding: jpeg)).mean
            #expect(error < previousError)
            #expect(jpeg.count > previousSize)
            (previousError, previousSize) = (error, jpeg.count)
        }
    }

    @Test func grayJPEGHasOneComponent() throws {
        let jpeg = try [UInt8](CodecFixtures.smoothBitmap(width: 16, height: 16, format: .gray8).jpegData())
        let sof = try #require(CodecFixtures.jpegSegments(jpeg).first { $0.marker == 0xC0 })
        #expect(sof.body[5] == 1)
    }

    /// The luma sampling factors in the frame header: 0x22 for 4:2:0, 0x11 for 4:4:4.
    @Test(arguments: [(1, UInt8(0x22)), (85, 0x22), (89, 0x22), (90, 0x11), (100, 0x11)])
    func subsamplesChromaBelowQuality90(_ quality: Int, lumaSampling: UInt8) throws {
        for format in [PixelFormat.rgb8, .rgba8] {
            let jpeg = try [UInt8](CodecFixtures.smoothBitmap(width: 32, height: 32, format: format).jpegData(quality: quality))
            let sof = try #require(CodecFixtures.jpegSegments(jpeg).first { $0.marker == 0xC0 })
            // precision, height (2), width (2), component count, then (id, sampling, table) per component
            #expect(sof.body[5] == 3)
            #expect(sof.body[7] == lumaSampling)
            #expect(sof.body[10] == 0x11 && sof.body[13] == 0x11)
        }
    }

    @Test func alphaIsIgnored() throws {
        let rgba = try CodecFixtures.smoothBitmap(width: 24, height: 16, format: .rgba8)
        var rgbPixels: [UInt8] = []
        for pixel in stride(from: 0, to: rgba.pixels.count, by: 4) { rgbPixels += rgba.pixels[pixel..<(pixel + 3)] }
        let rgb = try Bitmap(width: 24, height: 16, format: .rgb8, pixels: rgbPixels)
        var transparent = rgba.pixels
        for pixel in stride(from: 3, to: transparent.count, by: 4) { transparent[pixel] = 0 }
        let invisible = try Bitmap(width: 24, height: 16, format: .rgba8, pixels: transparent)
        #expect(try rgba.jpegData() == rgb.jpegData())
        #expect(try invisible.jpegData() == rgb.jpegData())
        #expect(try Bitmap(decoding: rgba.jpegData()).format == .rgb8)
    }

    @Test(arguments: [0, -1, 101, 1000, Int.min, Int.max])
    func rejectsQualityOutsideOneToHundred(_ quality: Int) throws {
        let bitmap = try CodecFixtures.smoothBitmap(width: 8, height: 8, format: .rgb8)
        let error = #expect(throws: ImagingError.self) { try bitmap.jpegData(quality: quality) }
        guard case .invalidParameter = error else {
            Issue.record("expected .invalidParameter, got \(String(describing: error))")
            return
        }
    }

    @Test func acceptsTheEndsOfTheQualityRange() throws {
        let bitmap = try CodecFixtures.smoothBitmap(width: 8, height: 8, format: .gray8)
        #expect(try Bitmap(decoding: bitmap.jpegData(quality: 1)).format == .gray8)
        #expect(try Bitmap(decoding: bitmap.jpegData(quality: 100)).format == .gray8)
    }

    @Test func sixteenBitGrayIsNotEncodable() throws {
        let bitmap = try CodecFixtures.smoothBitmap(width: 8, height: 8, format: .gray16)
        #expect(throws: ImagingError.unsupportedPixelFormat(.gray16, operation: "JPEG encoding")) { try bitmap.jpegData() }
    }

    @Test(arguments: [PixelFormat.gray8, .rgb8, .rgba8])
    func encodingIsDeterministic(_ format: PixelFormat) throws {
        let bitmap = try CodecFixtures.smoothBitmap(width: 50, height: 30, format: format)
        let copy = try Bitmap(width: 50, height: 30, format: format, pixels: bitmap.pixels)
        #expect(try bitmap.jpegData() == copy.jpegData())
        #expect(try bitmap.jpegData(quality: 95) == bitmap.jpegData(quality: 95))
    }

    @Test(arguments: [PixelFormat.gray8, .rgb8, .rgba8])
    func paddedRowsEncodeLikePackedOnes(_ format: PixelFormat) throws {
        let packed = try CodecFixtures.smoothBitmap(width: 21, height: 9, format: format)
        let rowBytes = 21 * format.bytesPerPixel
        var padded: [UInt8] = []
        for row in 0..<9 {
            padded += packed.pixels[(row * rowBytes)..<((row + 1) * rowBytes)]
            padded += Array(repeating: 0xFF, count: 5)
        }
        let paddedBitmap = try Bitmap(width: 21, height: 9, format: format, bytesPerRow: rowBytes + 5, pixels: padded)
        #expect(try paddedBitmap.jpegData() == packed.jpegData())
    }

    @Test func flatAreasSurviveAlmostExactly() throws {
        let bitmap = try Bitmap(width: 16, height: 16, format: .rgb8, fill: 0)
        var pixels = bitmap.pixels
        for pixel in 0..<256 { pixels.replaceSubrange((pixel * 3)..<(pixel * 3 + 3), with: [200, 100, 50]) }
        let flat = try Bitmap(width: 16, height: 16, format: .rgb8, pixels: pixels)
        let decoded = try Bitmap(decoding: flat.jpegData(quality: 95))
        #expect(Self.errors(flat, decoded).max <= 2)
    }

    /// A 16 × 16 CMYK JPEG (Adobe APP14, as TurboJPEG writes it from `TJPF_CMYK` at quality 100,
    /// 4:4:4), generated once with libturbojpeg through Python's ctypes. Its quadrants hold the
    /// stored (inverted, Adobe-style) CMYK values: top left (255, 255, 255, 255) no ink at all;
    /// top right (0, 255, 255, 255) full cyan; bottom left (255, 255, 255, 0) full black;
    /// bottom right (255, 255, 0, 128) full yellow and half black.
    static let cmykJPEG = """
        /9j/7gAOQWRvYmUAZAAAAAAC/9sAQwABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB\
        /9sAQwEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB/8AAFAgAEAAQBAERAAIRAQMR\
        AQQRAP/EAB8AAAEFAQEBAQEBAAAAAAAAAAABAgMEBQYHCAkKC//EALUQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNC\
        scEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Sl\
        pqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+v/EAB8BAAMBAQEBAQEBAQEAAAAAAAABAgMEBQYHCAkK\
        C//EALURAAIBAgQEAwQHBQQEAAECdwABAgMRBAUhMQYSQVEHYXETIjKBCBRCkaGxwQkjM1LwFWJy0QoWJDThJfEXGBkaJicoKSo1Njc4OTpDREVG\
        R0hJSlNUVVZXWFlaY2RlZmdoaWpzdHV2d3h5eoKDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uLj\
        5OXm5+jp6vLz9PX29/j5+v/aAA4EAQACEQMRBAAAPwD/AD/6AP7+K/pgr/Kc/wC/gK/mfr/Vg/4Bz/AHr7or/v4P5XP9ACv/2Q==
        """

    @Test func cmykBecomesRGB() throws {
        let data = try #require(Data(base64Encoded: Self.cmykJPEG))
        let bitmap = try Bitmap(decoding: data)
        #expect(bitmap.format == .rgb8)
        #expect(bitmap.width == 16 && bitmap.height == 16)
        func pixel(_ x: Int, _ y: Int) -> [Int] {
            bitmap.pixels[((y * 16 + x) * 3)..<((y * 16 + x) * 3 + 3)].map(Int.init)
        }
        let expected: [(x: Int, y: Int, rgb: [Int])] = [
            (4, 4, [255, 255, 255]), (12, 4, [0, 255, 255]), (4, 12, [0, 0, 0]), (12, 12, [128, 128, 0]),
        ]
        for (x, y, rgb) in expected {
            let actual = pixel(x, y)
            #expect(zip(actual, rgb).allSatisfy { abs($0 - $1) <= 2 }, "pixel (\(x), \(y)) is \(actual), expected \(rgb)")
        }
    }
}
