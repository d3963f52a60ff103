import TomoImaging

/// A loaded image with what it cost to get.
public struct ImageResponse: Sendable {
    /// Where an image came from.
    public enum Source: Sendable, Hashable {
        case memory, disk, network
    }

    /// The decoded, processed image.
    public var image: Bitmap
    /// Size of the original encoded bytes (what was downloaded or read from disk).
    public var byteCount: Int
    public var source: Source

    public init(image: Bitmap, byteCount: Int, source: Source) {
        self.image = image
        self.byteCount = byteCount
        self.source = source
    }
}
