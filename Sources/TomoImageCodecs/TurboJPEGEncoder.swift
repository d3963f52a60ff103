#if canImport(CTurboJPEG)
import CTurboJPEG
import Foundation
import TomoImaging

/// Encodes JPEG with TurboJPEG: `.gray8` as a grayscale JPEG, `.rgb8` and `.rgba8` (alpha ignored)
/// as YCbCr, 4:2:0 below quality 90 and 4:4:4 from 90 on. Uses the accurate integer DCT.
enum TurboJPEGEncoder {
    static func encode(_ bitmap: Bitmap, quality: Int) throws(ImagingError) -> Data {
        try JPEGQuality.validate(quality)
        let pixelFormat: TJPF
        let subsampling: TJSAMP
        let fullChroma = quality >= JPEGQuality.fullChromaThreshold
        switch bitmap.format {
        case .gray8: (pixelFormat, subsampling) = (TJPF_GRAY, TJSAMP_GRAY)
        case .rgb8: (pixelFormat, subsampling) = (TJPF_RGB, fullChroma ? TJSAMP_444 : TJSAMP_420)
        case .rgba8: (pixelFormat, subsampling) = (TJPF_RGBX, fullChroma ? TJSAMP_444 : TJSAMP_420)
        case .gray16: throw .unsupportedPixelFormat(.gray16, operation: "JPEG encoding")
        }
        // JPEG stores each side in 16 bits.
        guard bitmap.width <= 65_535, bitmap.height <= 65_535, bitmap.bytesPerRow <= Int(Int32.max) else {
            throw .encodingFailed(format: "JPEG", reason: "\(bitmap.width) × \(bitmap.height) is too large for JPEG")
        }
        guard let handle = tjInitCompress() else {
            throw .encodingFailed(format: "JPEG", reason: TurboJPEGStatus.message(nil))
        }
        defer { tjDestroy(handle) }

        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        defer { tjFree(output) }  // TurboJPEG allocates the output; tjFree(nil) is fine
        let status = bitmap.pixels.withUnsafeBufferPointer { pixels in
            tjCompress2(
                handle, pixels.baseAddress, Int32(bitmap.width), Int32(bitmap.bytesPerRow), Int32(bitmap.height),
                Int32(pixelFormat.rawValue), &output, &size, Int32(subsampling.rawValue), Int32(quality),
                TJFLAG_ACCURATEDCT)
        }
        guard status == 0, let output else {
            throw .encodingFailed(format: "JPEG", reason: TurboJPEGStatus.message(handle))
        }
        return Data(bytes: output, count: Int(size))
    }
}
#endif
