import TomoImaging

/// Bitmaps whose on-screen look the tests can predict.
enum TestBitmaps {
    /// An RGB colour.
    struct Color: Equatable, CustomStringConvertible {
        var red, green, blue: UInt8

        var description: String { "(\(red), \(green), \(blue))" }

        /// Whether every channel is within `tolerance` of `other`'s.
        func isClose(to other: Color, tolerance: Int = 3) -> Bool {
            abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
                && abs(Int(blue) - Int(other.blue)) <= tolerance
        }
    }

    /// A 100×50 bitmap in four quadrants, and each quadrant's colour as drawn over black
    /// (top left, top right, bottom left, bottom right).
    static func quadrants(_ format: PixelFormat) throws -> (Bitmap, [Color]) {
        let (width, height) = (100, 50)
        let samples: [[UInt8]]
        switch format {
        case .gray8: samples = [[30], [90], [160], [230]]
        case .rgb8: samples = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 255]]
        // The last quadrant is half-transparent white: drawn over black it is mid-gray.
        default: samples = [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [255, 255, 255, 128]]
        }
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels += samples[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)]
            }
        }
        let colors = samples.map { sample -> Color in
            let alpha = sample.count == 4 ? Int(sample[3]) : 255
            let rgb = sample.count == 1 ? [sample[0], sample[0], sample[0]] : Array(sample.prefix(3))
            let over = rgb.map { UInt8((Int($0) * alpha + 127) / 255) }
            return Color(red: over[0], green: over[1], blue: over[2])
        }
        return (try Bitmap(width: width, height: height, format: format, pixels: pixels), colors)
    }

    /// The colour of an rgba8 bitmap's pixel.
    static func color(in bitmap: Bitmap, x: Int, y: Int) -> Color {
        let offset = y * bitmap.bytesPerRow + x * 4
        return Color(red: bitmap.pixels[offset], green: bitmap.pixels[offset + 1], blue: bitmap.pixels[offset + 2])
    }
}
