import Foundation
import TomoCore
import TomoImaging

/// Images written to files as their names ask: PNG or JPEG (the photo detail view's Save…, `tomo photos
/// get`, the CT viewer's Export…).
public enum ImageFile {
    /// Why an image cannot be written where asked.
    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The file's extension names no format Tomo writes.
        case unsupportedFileType(String)

        public var description: String {
            switch self {
            case .unsupportedFileType(let name):
                "cannot write \(name.isEmpty ? "a file without an extension" : "“.\(name)” files"): name the file .png, .jpg or .jpeg"
            }
        }
    }

    /// The formats written, chosen by the file's extension.
    public enum FileType: Sendable, Hashable {
        case png, jpeg

        /// PNG for `.png`, JPEG for `.jpg` or `.jpeg`, case aside.
        /// - Throws: `Failure.unsupportedFileType` for any other extension.
        public init(of url: URL) throws(Failure) {
            switch url.pathExtension.lowercased() {
            case "png": self = .png
            case "jpg", "jpeg": self = .jpeg
            default: throw .unsupportedFileType(url.pathExtension)
            }
        }
    }

    /// `bitmap` encoded as the extension of `url` asks: PNG for `.png`, JPEG (quality 92) for `.jpg`
    /// or `.jpeg`, case aside.
    /// - Throws: `Failure.unsupportedFileType` for any other extension, `ImagingError` if encoding fails.
    public static func encoded(_ bitmap: Bitmap, forFileAt url: URL) throws -> Data {
        switch try FileType(of: url) {
        case .png: try bitmap.pngData()
        case .jpeg: try bitmap.jpegData(quality: 92)
        }
    }

    /// Writes `bitmap` to `url` as its extension asks, off the caller's actor, atomically.
    public static func write(_ bitmap: Bitmap, to url: URL) async throws {
        try await BlockingWork.run {
            try encoded(bitmap, forFileAt: url).write(to: url, options: .atomic)
        }
    }
}
