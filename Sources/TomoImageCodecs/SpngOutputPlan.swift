#if canImport(CSpng)
import CSpng
import TomoImaging

/// Which spng output format (and which Bitmap format) a PNG decodes to.
struct SpngOutputPlan {
    let spngFormat: Int32
    let decodeFlags: Int32
    let pixelFormat: PixelFormat

    /// Reads the chunks before the image data (for tRNS) and picks the output.
    init(context: OpaquePointer, header: spng_ihdr) throws(ImagingError) {
        var transparency = spng_trns()
        let status = spng_get_trns(context, &transparency)
        let hasTransparency: Bool
        switch status {
        case 0: hasTransparency = true
        case SPNG_ECHUNKAVAIL.rawValue: hasTransparency = false
        default: throw SpngStatus.error(status)
        }

        let colorType = UInt32(header.color_type)
        let hasAlpha = colorType == SPNG_COLOR_TYPE_GRAYSCALE_ALPHA.rawValue
            || colorType == SPNG_COLOR_TYPE_TRUECOLOR_ALPHA.rawValue
        if hasAlpha || hasTransparency {
            self.init(.rgba8, SPNG_FMT_RGBA8, flags: hasTransparency ? Int32(SPNG_DECODE_TRNS.rawValue) : 0)
        } else if colorType == SPNG_COLOR_TYPE_GRAYSCALE.rawValue {
            if header.bit_depth == 16 {
                // SPNG_FMT_PNG keeps the samples as they are, in host byte order (SPNG_FMT_RAW would be big-endian).
                self.init(.gray16, SPNG_FMT_PNG)
            } else {
                self.init(.gray8, SPNG_FMT_G8)  // 1, 2 and 4-bit samples come out scaled to 0...255
            }
        } else {
            self.init(.rgb8, SPNG_FMT_RGB8)
        }
    }

    private init(_ pixelFormat: PixelFormat, _ format: spng_format, flags: Int32 = 0) {
        self.pixelFormat = pixelFormat
        self.spngFormat = Int32(format.rawValue)
        self.decodeFlags = flags
    }
}
#endif
