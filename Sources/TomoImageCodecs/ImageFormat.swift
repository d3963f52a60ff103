import TomoImaging

/// A compressed image format this module reads and writes.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
    /// Portable Network Graphics: lossless; 8-bit gray, RGB, RGBA and 16-bit gray here.
    case png
    /// JPEG (JFIF): lossy; 8-bit gray or colour.
    case jpeg

    /// The PNG file signature: every PNG file starts with these 8 bytes.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// A JPEG file starts with SOI (`FF D8`) followed by the first byte of the next marker (`FF`).
    static let jpegSignature: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// The bytes a file of this format always starts with.
    var signature: [UInt8] {
        switch self {
        case .png: Self.pngSignature
        case .jpeg: Self.jpegSignature
        }
    }

    /// Sniffs the format from the first bytes; nil if neither PNG nor JPEG.
    ///
    /// Only the content counts, never a file name or a declared content type.
    /// PNG needs its whole 8-byte signature, JPEG `FF D8 FF`.
    public static func sniff(_ bytes: some Collection<UInt8>) -> ImageFormat? {
        allCases.first { bytes.starts(with: $0.signature) }
    }

    /// The media type, e.g. for an HTTP `Content-Type` header.
    public var mimeType: String {
        switch self {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        }
    }

    /// The usual file name extension, without the dot.
    public var fileExtension: String {
        switch self {
        case .png: "png"
        case .jpeg: "jpg"
        }
    }

    /// A short upper-case name for messages ("PNG", "JPEG").
    var displayName: String {
        switch self {
        case .png: "PNG"
        case .jpeg: "JPEG"
        }
    }
}
