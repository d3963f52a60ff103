import FeatureSupport
import Foundation
import TomoImaging

/// Writes bitmaps as PNG files.
enum PNGFile {
    /// Encodes `bitmap` and writes it to `path`, replacing the file atomically.
    /// - Throws: `CommandFailure` (a local failure) when encoding or writing fails.
    static func write(_ bitmap: Bitmap, to path: String) throws(CommandFailure) {
        do {
            try bitmap.pngData().write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure(.localFailure, "cannot write \(path): \(ErrorMessage.text(for: error))")
        }
    }
}
