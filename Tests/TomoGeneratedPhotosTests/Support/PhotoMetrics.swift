// Image comparisons shared by the TomoGeneratedPhotos tests. All differences are on the 0...255 sample scale.
import TomoImaging
import TomoGeneratedPhotos

enum PhotoMetrics {
    /// The mean absolute difference between corresponding samples of two same-sized bitmaps.
    static func meanDifference(_ a: Bitmap, _ b: Bitmap) -> Double {
        precondition(a.width == b.width && a.height == b.height && a.format == b.format, "sizes differ")
        let total = zip(a.pixels, b.pixels).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
        return Double(total) / Double(a.pixels.count)
    }

    /// The mean absolute difference between each sample and the same sample of the pixel to its right
    /// and of the pixel below: small for pictures, about 85 for uniform noise.
    static func neighbourDifference(_ bitmap: Bitmap) -> Double {
        let channels = bitmap.format.channelCount, row = bitmap.bytesPerRow
        var total = 0, count = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                for channel in 0..<channels {
                    let here = Int(bitmap.pixels[y * row + x * channels + channel])
                    if x + 1 < bitmap.width {
                        total += abs(here - Int(bitmap.pixels[y * row + (x + 1) * channels + channel]))
                        count += 1
                    }
                    if y + 1 < bitmap.height {
                        total += abs(here - Int(bitmap.pixels[(y + 1) * row + x * channels + channel]))
                        count += 1
                    }
                }
            }
        }
        return Double(total) / Double(count)
    }

    /// An `.rgb8` bitmap of uniformly random samples (from a xorshift generator).
    static func noise(width: Int, height: Int) throws -> Bitmap {
        var state: UInt64 = 0x2545_f491_4f6c_dd1d
        let pixels = (0..<width * height * 3).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt8(truncatingIfNeeded: state >> 32)
        }
        return try Bitmap(width: width, height: height, format: .rgb8, pixels: pixels)
    }

    /// An 8 × 8 thumbnail of a photo, area-averaged from a 32 × 32 render.
    static func thumbnail(_ library: PhotoLibrary, id: Int) throws -> Bitmap {
        try library.render(id: id, width: 32, height: 32).resized(width: 8, height: 8)
    }
}
