#if canImport(CTurboJPEG)
import CTurboJPEG
import TomoImaging

/// Decodes JPEG with TurboJPEG: grayscale → `.gray8`, everything else → `.rgb8`.
///
/// Warnings (truncated or corrupt entropy data) are errors, so a damaged file never decodes
/// to a partly gray image. Given a size to cover, it decodes at 1/2, 1/4 or 1/8 scale where the
/// result still covers it: libjpeg then skips most of the inverse DCT, the costliest step.
enum TurboJPEGDecoder {
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, limits: DecodingLimits, covering minimum: DecodingScale.Size? = nil
    ) throws(ImagingError) -> Bitmap {
        guard let handle = tjInitDecompress() else {
            throw .corrupt(format: "JPEG", reason: "could not create a decompressor")
        }
        defer { tjDestroy(handle) }

        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        let size = UInt(bytes.count)
        guard tjDecompressHeader3(handle, bytes.baseAddress, size, &width, &height, &subsampling, &colorspace) == 0 else {
            throw failure(TurboJPEGStatus.message(handle), bytes: bytes)
        }
        guard width > 0, height > 0 else {
            // A tables-only stream, or one cut before its frame header.
            throw failure("no image in the data", bytes: bytes)
        }
        try limits.check(width: Int(width), height: Int(height))
        let scale = DecodingScale.reduction(width: Int(width), height: Int(height), covering: minimum)
        (width, height) = (Int32(scale.scaled(Int(width))), Int32(scale.scaled(Int(height))))

        let output = Output(colorspace: colorspace)
        let count = Int(width) * Int(height) * output.bytesPerPixel
        let flags = TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS | TJFLAG_ACCURATEDCT
        var status: Int32 = 0
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            status = tjDecompress2(
                handle, bytes.baseAddress, size, buffer.baseAddress,
                width, 0, height, output.tjPixelFormat, flags)
            initialized = status == 0 ? count : 0
        }
        guard status == 0 else { throw failure(TurboJPEGStatus.message(handle), bytes: bytes) }

        let finalPixels = output.isCMYK ? Self.rgb(fromCMYK: pixels) : pixels
        return try Bitmap(width: Int(width), height: Int(height), format: output.pixelFormat, pixels: finalPixels)
    }

    /// Classifies a libjpeg failure: an early end of the data, or marker segments that run past it,
    /// are `.truncated`; anything else is `.corrupt` with libjpeg's message.
    private static func failure(_ message: String, bytes: UnsafeBufferPointer<UInt8>) -> ImagingError {
        if message.contains("Premature end of JPEG file") { return .truncated(format: "JPEG") }
        do {
            _ = try JPEGHeader(bytes, throughScanHeader: true)
        } catch .truncated(let format) {
            return .truncated(format: format)
        } catch {
            // libjpeg's message is the better one.
        }
        return .corrupt(format: "JPEG", reason: message)
    }

    /// Converts libjpeg's CMYK (stored inverted, as Adobe writes it) to RGB without colour management.
    private static func rgb(fromCMYK cmyk: [UInt8]) -> [UInt8] {
        let pixelCount = cmyk.count / 4
        return [UInt8](unsafeUninitializedCapacity: pixelCount * 3) { rgb, initialized in
            for pixel in 0..<pixelCount {
                let key = UInt32(cmyk[pixel * 4 + 3])
                for channel in 0..<3 {
                    rgb[pixel * 3 + channel] = UInt8((UInt32(cmyk[pixel * 4 + channel]) * key + 127) / 255)
                }
            }
            initialized = pixelCount * 3
        }
    }

    /// The TurboJPEG pixel format to decode a colorspace into.
    private struct Output {
        let tjPixelFormat: Int32
        let bytesPerPixel: Int
        let pixelFormat: PixelFormat
        let isCMYK: Bool

        init(colorspace: Int32) {
            switch UInt32(bitPattern: colorspace) {
            case TJCS_GRAY.rawValue:
                (tjPixelFormat, bytesPerPixel, pixelFormat, isCMYK) = (Int32(TJPF_GRAY.rawValue), 1, .gray8, false)
            case TJCS_CMYK.rawValue, TJCS_YCCK.rawValue:
                // libjpeg cannot convert these to RGB itself.
                (tjPixelFormat, bytesPerPixel, pixelFormat, isCMYK) = (Int32(TJPF_CMYK.rawValue), 4, .rgb8, true)
            default:
                (tjPixelFormat, bytesPerPixel, pixelFormat, isCMYK) = (Int32(TJPF_RGB.rawValue), 3, .rgb8, false)
            }
        }
    }
}
#endif
