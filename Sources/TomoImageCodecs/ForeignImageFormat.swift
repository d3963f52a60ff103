import TomoImaging

/// Image formats that are recognised by their signature but not decoded here.
///
/// Recognising them turns "not a PNG or JPEG" into a clearer "WebP images are not supported".
enum ForeignImageFormat: String, Sendable, CaseIterable {
    case webP = "WebP"
    case gif = "GIF"
    case bmp = "BMP"
    case tiff = "TIFF"

    /// The format whose signature `bytes` starts with, if any.
    static func sniff(_ bytes: some Collection<UInt8>) -> ForeignImageFormat? {
        let head = Array(bytes.prefix(18))
        return allCases.first { $0.matches(head) }
    }

    private func matches(_ head: [UInt8]) -> Bool {
        switch self {
        case .webP:
            // "RIFF", 4 bytes of size, "WEBP".
            return head.count >= 12 && head.starts(with: Array("RIFF".utf8)) && Array(head[8..<12]) == Array("WEBP".utf8)
        case .gif:
            return head.starts(with: Array("GIF87a".utf8)) || head.starts(with: Array("GIF89a".utf8))
        case .bmp:
            // "BM" alone is too weak (plain text starts with it), so also require a known DIB header size.
            guard head.count >= 18, head.starts(with: Array("BM".utf8)) else { return false }
            let dibHeaderSize = UInt32(head[14]) | UInt32(head[15]) << 8 | UInt32(head[16]) << 16 | UInt32(head[17]) << 24
            return [12, 16, 40, 52, 56, 64, 108, 124].contains(dibHeaderSize)
        case .tiff:
            return head.starts(with: [0x49, 0x49, 0x2A, 0x00]) || head.starts(with: [0x4D, 0x4D, 0x00, 0x2A])
        }
    }
}
