#if canImport(CSpng)
import CSpng
import TomoImaging

/// Decodes PNG with libspng.
///
/// Output: gray ≤ 8-bit → `.gray8` (spng scales 1, 2 and 4-bit samples to 0...255); gray 16-bit → `.gray16`
/// in native byte order, losslessly; RGB (8 or 16-bit) and palette → `.rgb8`; anything with
/// alpha or a tRNS chunk → `.rgba8`. No gamma correction is applied.
enum SpngDecoder {
    /// The largest ancillary chunk (text, iCCP, eXIf, unknown) spng may hold; image data is streamed.
    static let chunkSizeLimit = 8 * 1024 * 1024
    /// The total memory spng may spend on stored ancillary chunks.
    static let chunkCacheLimit = 16 * 1024 * 1024

    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, limits: DecodingLimits) throws(ImagingError) -> Bitmap {
        guard let context = spng_ctx_new(0) else {
            throw .corrupt(format: "PNG", reason: "could not create a decoder")
        }
        defer { spng_ctx_free(context) }

        try SpngStatus.check(spng_set_png_buffer(context, bytes.baseAddress, bytes.count))
        let side = UInt32(min(max(limits.maxDimension, 0), Int(Int32.max)))
        try SpngStatus.check(spng_set_image_limits(context, side, side))
        try SpngStatus.check(spng_set_chunk_limits(context, chunkSizeLimit, chunkCacheLimit))

        var ihdr = spng_ihdr()
        let headerStatus = spng_get_ihdr(context, &ihdr)
        if headerStatus != 0 {
            throw headerError(headerStatus, bytes: bytes, limits: limits)
        }
        let width = Int(ihdr.width)
        let height = Int(ihdr.height)
        try limits.check(width: width, height: height)

        let plan = try SpngOutputPlan(context: context, header: ihdr)
        var size = 0
        try SpngStatus.check(spng_decoded_image_size(context, plan.spngFormat, &size))
        let rowBytes = width * plan.pixelFormat.bytesPerPixel
        guard size == rowBytes * height else {
            throw .corrupt(format: "PNG", reason: "decoded size \(size) does not match \(width) × \(height)")
        }

        var status: Int32 = 0
        let pixels = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            status = spng_decode_image(context, buffer.baseAddress, size, plan.spngFormat, plan.decodeFlags)
            initialized = status == 0 ? size : 0
        }
        try SpngStatus.check(status)
        // Read on to IEND, so that a file cut after its image data still counts as truncated.
        try SpngStatus.check(spng_decode_chunks(context))
        // spng lets the file end inside IEND's CRC; a complete PNG has all 12 bytes of IEND.
        guard PNGHeader.hasEndChunk(bytes) else { throw .truncated(format: "PNG") }

        return try Bitmap(width: width, height: height, format: plan.pixelFormat, pixels: pixels)
    }

    /// Turns a failed IHDR read into an error, with the size from the raw header where spng gives none.
    private static func headerError(_ status: Int32, bytes: UnsafeBufferPointer<UInt8>, limits: DecodingLimits) -> ImagingError {
        let header = try? PNGHeader(bytes)
        switch status {
        case SPNG_EUSER_WIDTH.rawValue, SPNG_EUSER_HEIGHT.rawValue:
            return .tooLarge(width: header?.width ?? 0, height: header?.height ?? 0, limit: limits)
        case SPNG_EWIDTH.rawValue, SPNG_EHEIGHT.rawValue:
            return .invalidDimensions(width: header?.width ?? 0, height: header?.height ?? 0)
        default:
            return SpngStatus.error(status)
        }
    }
}
#endif
