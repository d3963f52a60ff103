import Foundation
import TomoCore
import TomoDICOM
import TomoImaging
import TomoPipeline
import TomoVolume

/// One frame as a DICOMweb server sent it: a WADO-RS frame answer, `multipart/related` with the frame in its
/// first part and the frame's transfer syntax in that part's `Content-Type` (PS3.18 8.7.3), kept as it came
/// (on disk too) and decoded with the layout its series' metadata gives.
struct DICOMwebFrame {
    var transferSyntax: TransferSyntax
    var pixels: ImagePixelDescription
    /// The frame's bytes (a slice of the answer: no copy).
    var bytes: Data

    /// The frame in `answer`, a WADO-RS multipart body from its first delimiter on (the boundary is its
    /// first line), laid out as `pixels`. A part that names no transfer syntax is Explicit VR Little Endian
    /// (PS3.18 8.7.3.5.2).
    init(answer: Data, pixels: ImagePixelDescription) throws(ImagingError) {
        guard let boundary = MultipartRelated.boundary(ofBody: answer),
              let part = try? MultipartRelated(body: answer, boundary: boundary, url: Self.noURL).parts.first
        else { throw .corrupt(format: "DICOMweb frame", reason: "not a multipart answer") }
        let uid = part.contentTypeParameter("transfer-syntax") ?? TransferSyntax.explicitVRLittleEndian.uid
        self.transferSyntax = TransferSyntax(uid: uid)
        self.pixels = pixels
        bytes = part.body
    }

    /// Stores the frame into slice `index` of `volume`, mapped to HU by `rescale`: uncompressed 16-bit
    /// little-endian words straight from the bytes, anything else decoded first.
    func fill(_ volume: CTVolume, slice index: Int, rescale: Rescale) throws {
        if !transferSyntax.isEncapsulated, !transferSyntax.isBigEndian, pixels.bitsAllocated == 16, bytes.count >= pixels.bytesPerFrame {
            try bytes.prefix(pixels.bytesPerFrame).withUnsafeBytes { words in
                try volume.fill(slice: index, littleEndianWords: words, bitsStored: pixels.bitsStored, isSigned: pixels.isSigned, rescale: rescale)
            }
            return
        }
        try volume.fill(slice: index, with: try samples(), rescale: rescale)
    }

    /// The frame's stored values, decoded.
    func samples() throws(DICOMError) -> StoredSamples {
        try PixelDecoders.decodeWebFrame([UInt8](bytes), syntax: transferSyntax, pixels: pixels)
    }

    /// Messages about a kept answer name no URL (the pipeline names it).
    private static let noURL = URL(fileURLWithPath: "/")
}

/// Decodes DICOMweb frame answers of one layout (`DICOMwebFrame`) with Tomo's pixel decoders into 16-bit
/// gray bitmaps of the stored values (signed ones as their two's-complement words): the decoder the frames'
/// loader gives the pipeline.
struct DICOMwebFrameDecoder: ImageDecoding {
    /// The frames' layout, from their series' metadata.
    let pixels: ImagePixelDescription

    var name: String { "DICOMweb frame" }

    func recognizes(_ data: Data) -> Bool {
        MultipartRelated.boundary(ofBody: data) != nil
    }

    func decode(_ data: Data, covering size: (width: Int, height: Int)?, limits: DecodingLimits) throws -> Bitmap {
        let (width, height) = (pixels.columns, pixels.rows)
        guard width <= limits.maxDimension, height <= limits.maxDimension, width * height <= limits.maxPixelCount else {
            throw ImagingError.tooLarge(width: width, height: height, limit: limits)
        }
        let frame = try DICOMwebFrame(answer: data, pixels: pixels)
        return try Bitmap(width: width, height: height, gray16: try frame.samples().words)
    }
}
