import Foundation
import TomoImaging

/// Decodes one kind of image bytes for the pipeline: PNG and JPEG (`StandardImageDecoder`), or whatever an
/// API serves (DICOM frames, say) once registered in `ImageDecoderRegistry`.
public protocol ImageDecoding: Sendable {
    /// What it reads, for messages: "PNG or JPEG".
    var name: String { get }
    /// Whether `data` looks like what it reads (a signature check, no decoding).
    func recognizes(_ data: Data) -> Bool
    /// Decodes `data`. `covering` is the size the request's first processing step fills, if any: a decoder
    /// may decode down to the smallest size that still covers it. Throw `ImagingError` for bytes that are
    /// corrupt, which the pipeline then fetches once more.
    func decode(_ data: Data, covering size: (width: Int, height: Int)?, limits: DecodingLimits) throws -> Bitmap
}
