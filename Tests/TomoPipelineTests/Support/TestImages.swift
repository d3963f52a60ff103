import Foundation
import TomoImaging

/// Small PNGs for unit tests, distinct per seed.
enum TestImages {
    static func png(width: Int = 8, height: Int = 6, seed: UInt8 = 1) throws -> Data {
        let pixels = (0..<width * height).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ Int(seed) &* 31) }
        return try Bitmap(width: width, height: height, format: .gray8, pixels: pixels).pngData()
    }

    static func url(_ name: String) -> URL {
        URL(string: "http://gated.invalid/\(name).png")!
    }
}
