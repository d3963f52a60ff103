import TomoImaging

extension Bitmap {
    /// Decodes a PNG or JPEG image.
    ///
    /// The format is sniffed from the bytes, never taken from a name or a declared type. The size in
    /// the header is checked against `limits` before any pixel memory is allocated.
    ///
    /// - PNG: gray up to 8 bits → `.gray8`; 16-bit gray → `.gray16` (native byte order, lossless);
    ///   RGB and palette → `.rgb8`; alpha, tRNS or gray+alpha → `.rgba8`. No gamma correction.
    /// - JPEG: grayscale → `.gray8`; anything else → `.rgb8` (CMYK converted without colour
    ///   management). EXIF orientation is not applied: pixels come in stored order.
    ///
    /// Damaged data is an error, never a partly decoded image: truncation anywhere (including a
    /// PNG without its IEND chunk) is `.truncated`, and libjpeg warnings are errors.
    ///
    /// - Parameters:
    ///   - data: the encoded bytes: `Data`, `[UInt8]`, a slice, or any byte collection (contiguous
    ///     ones are read in place).
    ///   - limits: the largest image to accept.
    /// - Throws: `.unknownFormat`, `.unsupportedFormat` (WebP, GIF, BMP, TIFF), `.truncated`,
    ///   `.corrupt`, `.tooLarge` or `.invalidDimensions`.
    public init(decoding data: some Collection<UInt8>, limits: DecodingLimits = .standard) throws(ImagingError) {
        self = try ByteAccess.withContiguousBytes(data) { bytes throws(ImagingError) in
            try Bitmap.decode(bytes, limits: limits)
        }
    }

    /// Decodes a PNG or JPEG image as `init(decoding:limits:)` does, reduced while decoding where that
    /// is cheap (JPEG with libjpeg-turbo, at 1/2, 1/4 or 1/8) to the smallest size still at least
    /// `minimumWidth × minimumHeight`: for thumbnails, which a resize then brings to their exact size.
    /// Other images, and every image on Apple platforms, come at full size. `limits` applies to the
    /// image's own size.
    public init(
        decoding data: some Collection<UInt8>, coveringWidth minimumWidth: Int, height minimumHeight: Int,
        limits: DecodingLimits = .standard
    ) throws(ImagingError) {
        self = try ByteAccess.withContiguousBytes(data) { bytes throws(ImagingError) in
            try Bitmap.decode(bytes, limits: limits, covering: (minimumWidth, minimumHeight))
        }
    }

    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, limits: DecodingLimits, covering minimum: DecodingScale.Size? = nil
    ) throws(ImagingError) -> Bitmap {
        guard let format = ImageFormat.sniff(bytes) else { throw .unrecognisedImage(bytes) }
        switch format {
        case .png:
            #if canImport(CDeflate)
            if let bitmap = PNGFastDecoder.decode(bytes, limits: limits) { return bitmap }
            #endif
            #if canImport(CSpng)
            return try SpngDecoder.decode(bytes, limits: limits)
            #elseif canImport(ImageIO)
            return try ImageIODecoder.decode(bytes, format: .png, limits: limits)
            #else
            throw .unsupportedFormat("PNG")
            #endif
        case .jpeg:
            #if canImport(CTurboJPEG)
            return try TurboJPEGDecoder.decode(bytes, limits: limits, covering: minimum)
            #elseif canImport(ImageIO)
            return try ImageIODecoder.decode(bytes, format: .jpeg, limits: limits)
            #else
            throw .unsupportedFormat("JPEG")
            #endif
        }
    }
}
