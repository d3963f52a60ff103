import FeatureSupport
import Foundation
import TomoImaging

/// Writes bitmaps as PNG files.
enum PNGFile {
    /// Encodes `bitmap` and writes it to `path`, replacing the file atomically.
    /// - Throws: `CommandFailure` (a local failure) when encoding or writing fails.
    static func write(_ bitmap: Bitmap, to path: String) throws(CommandFailure) {
        let data: Data
        do {
            data = try bitmap.pngData()
        } catch {
            throw CommandFailure(.localFailure, "cannot encode \(path): \(ErrorMessage.text(for: error))")
        }
        try OutputFile.write(data, to: path)
    }
}
