import Foundation
import TomoImaging

/// How close two images are, as image codecs are compared: the peak signal-to-noise ratio in decibels,
/// `10 · log10(255² / MSE)` over every sample. 30 dB and above looks the same to people; identical
/// images give infinity.
public enum PeakSignalToNoise {
    /// The PSNR of `a` against `b`, which must have the same size and format.
    /// - Throws: `Mismatch` when they differ in size or format.
    public static func decibels(_ a: Bitmap, _ b: Bitmap) throws -> Double {
        guard a.width == b.width, a.height == b.height, a.format == b.format else {
            throw Mismatch(description: "cannot compare a \(a.width)×\(a.height) \(a.format) image with a \(b.width)×\(b.height) \(b.format) one")
        }
        let rowBytes = a.width * a.format.bytesPerPixel
        var squaredError = 0.0
        for row in 0..<a.height {
            for column in 0..<rowBytes {
                let difference = Double(a.pixels[row * a.bytesPerRow + column]) - Double(b.pixels[row * b.bytesPerRow + column])
                squaredError += difference * difference
            }
        }
        let meanSquaredError = squaredError / Double(rowBytes * a.height)
        return meanSquaredError == 0 ? .infinity : 10 * log10(255 * 255 / meanSquaredError)
    }

    /// Two images that cannot be compared.
    public struct Mismatch: Error, CustomStringConvertible {
        public let description: String
    }
}
