/// How a `Bitmap` lays out one pixel.
public enum PixelFormat: String, Sendable, Hashable, CaseIterable {
    /// One 8-bit gray sample.
    case gray8
    /// One 16-bit gray sample, native byte order (for CT: stored values before rescale).
    case gray16
    /// Red, green, blue; 8 bits each.
    case rgb8
    /// Red, green, blue, alpha (not premultiplied); 8 bits each.
    case rgba8

    /// Bytes per pixel.
    public var bytesPerPixel: Int {
        switch self {
        case .gray8: 1
        case .gray16: 2
        case .rgb8: 3
        case .rgba8: 4
        }
    }

    /// Samples per pixel.
    public var channelCount: Int {
        switch self {
        case .gray8, .gray16: 1
        case .rgb8: 3
        case .rgba8: 4
        }
    }
}
