#if canImport(CCharLS)
import CCharLS

/// JPEG-LS, lossless and near-lossless, grayscale or colour, through CharLS.
struct JPEGLSDecoder: FrameDecoder {
    func decode(_ frame: [UInt8], as pixels: ImagePixelDescription) throws(DICOMError) -> [UInt16] {
        guard !frame.isEmpty else { throw corrupt("the frame is empty") }
        guard let decoder = charls_jpegls_decoder_create() else { throw corrupt("CharLS did not start") }
        defer { charls_jpegls_decoder_destroy(decoder) }
        // CharLS reads the source while it decodes: everything happens while it is pinned.
        return try frame.withUnsafeBytes { source in Result { () throws(DICOMError) in
            try check(charls_jpegls_decoder_set_source_buffer(decoder, source.baseAddress!, source.count))
            try check(charls_jpegls_decoder_read_header(decoder))
            var info = charls_frame_info()
            try check(charls_jpegls_decoder_get_frame_info(decoder, &info))
            let samples = pixels.samplesPerPixel
            guard Int(info.width) == pixels.columns, Int(info.height) == pixels.rows, Int(info.component_count) == samples else {
                throw corrupt(
                    "the codestream is \(info.width) × \(info.height) × \(info.component_count), the file says \(pixels.columns) × \(pixels.rows) × \(samples)")
            }
            var interleave = CHARLS_INTERLEAVE_MODE_NONE
            try check(charls_jpegls_decoder_get_interleave_mode(decoder, &interleave))
            let count = pixels.rows * pixels.columns * samples
            let words: [UInt16]
            if info.bits_per_sample <= 8 {
                var bytes = [UInt8](repeating: 0, count: count)
                try check(bytes.withUnsafeMutableBytes { charls_jpegls_decoder_decode_to_buffer(decoder, $0.baseAddress!, $0.count, 0) })
                words = bytes.map(UInt16.init)
            } else {
                var wide = [UInt16](repeating: 0, count: count)
                try check(wide.withUnsafeMutableBytes { charls_jpegls_decoder_decode_to_buffer(decoder, $0.baseAddress!, $0.count, 0) })
                words = wide
            }
            // Components coded one after another come out by plane.
            guard samples > 1, interleave == CHARLS_INTERLEAVE_MODE_NONE else { return words }
            let plane = pixels.rows * pixels.columns
            return (0..<count).map { index in words[(index % samples) * plane + index / samples] }
        } }.get()
    }

    private func check(_ status: charls_jpegls_errc) throws(DICOMError) {
        guard status != CHARLS_JPEGLS_ERRC_SUCCESS else { return }
        throw corrupt(String(cString: charls_get_error_message(status)))
    }

    private func corrupt(_ reason: String) -> DICOMError {
        .corruptPixelData(syntax: "JPEG-LS", reason: reason)
    }
}
#endif
