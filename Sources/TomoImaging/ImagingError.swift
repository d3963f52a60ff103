/// Everything that can go wrong decoding, encoding or processing an image.
public enum ImagingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes are not in a format this module reads (the first bytes are kept for the message).
    case unknownFormat(prefix: [UInt8])
    /// The format is recognised but not supported here (for example WebP).
    case unsupportedFormat(String)
    /// Width or height is zero, negative or otherwise impossible.
    case invalidDimensions(width: Int, height: Int)
    /// The image header declares a size over the decoding limits; nothing was allocated.
    case tooLarge(width: Int, height: Int, limit: DecodingLimits)
    /// A pixel buffer does not match the size it is said to have.
    case invalidPixelBuffer(expected: Int, actual: Int)
    /// The data ends before the image does.
    case truncated(format: String)
    /// The codec rejected the data.
    case corrupt(format: String, reason: String)
    /// The codec could not encode the bitmap.
    case encodingFailed(format: String, reason: String)
    /// The operation does not apply to this pixel format.
    case unsupportedPixelFormat(PixelFormat, operation: String)
    /// A parameter of an operation is out of range.
    case invalidParameter(String)

    public var description: String {
        switch self {
        case .unknownFormat(let prefix):
            let hex = prefix.prefix(8).map { String($0, radix: 16) }.joined(separator: " ")
            return "not a PNG or JPEG image (starts with \(hex.isEmpty ? "nothing" : hex))"
        case .unsupportedFormat(let name):
            return "\(name) images are not supported"
        case .invalidDimensions(let width, let height):
            return "invalid image size \(width) × \(height)"
        case .tooLarge(let width, let height, let limit):
            return "image is \(width) × \(height), over the limit of \(limit)"
        case .invalidPixelBuffer(let expected, let actual):
            return "pixel buffer holds \(actual) bytes, expected \(expected)"
        case .truncated(let format):
            return "\(format) data ends early (truncated)"
        case .corrupt(let format, let reason):
            return "corrupt \(format) data: \(reason)"
        case .encodingFailed(let format, let reason):
            return "could not encode \(format): \(reason)"
        case .unsupportedPixelFormat(let format, let operation):
            return "\(operation) does not support \(format.rawValue) bitmaps"
        case .invalidParameter(let message):
            return message
        }
    }
}
