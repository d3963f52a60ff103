import Foundation
import TomoImaging

extension Bitmap {
    /// Encodes the bitmap as PNG: 8-bit gray, RGB or RGBA, or 16-bit gray for `.gray16`.
    ///
    /// Lossless, and deterministic: the same bitmap always gives the same bytes. No ancillary
    /// chunks (no gamma, no time stamp) are written. Padded rows are handled.
    public func pngData() throws(ImagingError) -> Data {
        #if canImport(CSpng)
        return try SpngEncoder.encode(self)
        #elseif canImport(ImageIO)
        return try ImageIOEncoder.encode(self, format: .png, quality: nil)
        #else
        throw .unsupportedFormat("PNG")
        #endif
    }

    /// Encodes the bitmap as JPEG at `quality` (1 ... 100).
    ///
    /// `.gray8` gives a grayscale JPEG; `.rgb8` and `.rgba8` (alpha ignored) a colour one,
    /// with 4:2:0 chroma subsampling below quality 90 and 4:4:4 from 90 on.
    ///
    /// - Throws: `.invalidParameter` for a quality outside 1 ... 100,
    ///   `.unsupportedPixelFormat` for `.gray16` (window it to `.gray8` first).
    public func jpegData(quality: Int = 85) throws(ImagingError) -> Data {
        #if canImport(CTurboJPEG)
        return try TurboJPEGEncoder.encode(self, quality: quality)
        #elseif canImport(ImageIO)
        return try ImageIOEncoder.encode(self, format: .jpeg, quality: quality)
        #else
        throw .unsupportedFormat("JPEG")
        #endif
    }
}
