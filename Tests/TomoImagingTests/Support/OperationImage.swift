// Test images built in code, shared by the image operation tests (Resize, Crop, AspectFill,
// AspectFit, Grayscale, Blur, Window, Conversion).
import TomoCore
import TomoImaging

enum OperationImage {
    /// A bitmap whose channel `c` of pixel (`x`, `y`) is `value(x, y, c)`; `.gray16` takes the full 16 bits.
    static func make(
        _ width: Int, _ height: Int, _ format: PixelFormat, value: (Int, Int, Int) -> Int
    ) throws -> Bitmap {
        let channels = format.channelCount
        if format == .gray16 {
            var samples: [UInt16] = []
            for y in 0..<height { for x in 0..<width { samples.append(UInt16(value(x, y, 0))) } }
            return try Bitmap(width: width, height: height, gray16: samples)
        }
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { for c in 0..<channels { bytes.append(UInt8(value(x, y, c))) } }
        }
        return try Bitmap(width: width, height: height, format: format, pixels: bytes)
    }

    /// Uniformly random samples over the format's whole range.
    static func noise(_ width: Int, _ height: Int, _ format: PixelFormat, seed: UInt64 = 1) throws -> Bitmap {
        var generator = SplitMix64(seed: seed)
        let maximum = format == .gray16 ? 65535 : 255
        return try make(width, height, format) { _, _, _ in Int.random(in: 0...maximum, using: &generator) }
    }

    /// Every sample equal to `value`.
    static func constant(_ width: Int, _ height: Int, _ format: PixelFormat, _ value: Int) throws -> Bitmap {
        try make(width, height, format) { _, _, _ in value }
    }

    /// The same image with `padding` unused bytes at the end of every row (filled with junk).
    static func padded(_ bitmap: Bitmap, by padding: Int = 5) throws -> Bitmap {
        let rowBytes = bitmap.width * bitmap.format.bytesPerPixel
        var bytes: [UInt8] = []
        for row in 0..<bitmap.height {
            bytes += bitmap.pixels[(row * bitmap.bytesPerRow)..<(row * bitmap.bytesPerRow + rowBytes)]
            bytes += [UInt8](repeating: 0xA5, count: padding)
        }
        return try Bitmap(
            width: bitmap.width, height: bitmap.height, format: bitmap.format,
            bytesPerRow: rowBytes + padding, pixels: bytes)
    }
}

extension Bitmap {
    /// Channel `channel` of pixel (`x`, `y`), whatever the format and row padding.
    func testSample(_ x: Int, _ y: Int, _ channel: Int = 0) -> Int {
        let offset = y * bytesPerRow + x * format.bytesPerPixel
        if format == .gray16 {
            return Int(pixels.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt16.self) })
        }
        return Int(pixels[offset + channel])
    }

    /// Every sample in row-major, channel-interleaved order.
    var testSamples: [Int] {
        var samples: [Int] = []
        for y in 0..<height {
            for x in 0..<width { for c in 0..<format.channelCount { samples.append(testSample(x, y, c)) } }
        }
        return samples
    }

    /// The largest sample value of the format.
    var testMaximum: Int { format == .gray16 ? 65535 : 255 }
}
