import Foundation
import TomoImaging

/// The decoders a pipeline tries, in order: the first that recognizes an image's bytes decodes them. Bytes
/// none recognizes are refused when they arrive, before they reach the disk cache.
public struct ImageDecoderRegistry: Sendable {
    /// In the order they are tried.
    public private(set) var decoders: [any ImageDecoding]

    public init(_ decoders: [any ImageDecoding]) {
        self.decoders = decoders
    }

    /// PNG and JPEG.
    public static let standard = ImageDecoderRegistry([StandardImageDecoder()])

    /// Adds `decoder`, tried after those already registered.
    public mutating func register(_ decoder: any ImageDecoding) {
        decoders.append(decoder)
    }

    /// The decoder for `data`, nil when none recognizes it.
    public func decoder(for data: Data) -> (any ImageDecoding)? {
        decoders.first { $0.recognizes(data) }
    }

    /// What the registry reads, for messages: "PNG or JPEG", "PNG or JPEG, or DICOM frame".
    public var summary: String {
        decoders.map(\.name).joined(separator: ", or ")
    }

    /// Decodes `data` with the first decoder that recognizes it.
    /// - Throws: `ImagingError.unknownFormat` when none does; the decoder's error when it fails.
    func decode(_ data: Data, covering size: (width: Int, height: Int)?, limits: DecodingLimits) throws -> Bitmap {
        guard let decoder = decoder(for: data) else { throw ImagingError.unknownFormat(prefix: Array(data.prefix(8))) }
        return try decoder.decode(data, covering: size, limits: limits)
    }
}
