#if canImport(CTurboJPEG)
import CTurboJPEG

/// JPEG Baseline (8-bit, lossy) grayscale, through libjpeg-turbo.
struct JPEGBaselineDecoder: FrameDecoder {
    func decode(_ frame: [UInt8], as pixels: ImagePixelDescription) throws(DICOMError) -> [UInt16] {
        guard let handle = tjInitDecompress() else { throw corrupt("libjpeg-turbo did not start") }
        defer { tjDestroy(handle) }
        let count = pixels.rows * pixels.columns
        var gray = [UInt8](repeating: 0, count: count)
        let status = frame.withUnsafeBufferPointer { source in
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            guard tjDecompressHeader3(handle, source.baseAddress, UInt(source.count), &width, &height, &subsampling, &colorspace) == 0,
                Int(width) == pixels.columns, Int(height) == pixels.rows
            else { return Int32(-2) }
            return gray.withUnsafeMutableBufferPointer { target in
                tjDecompress2(handle, source.baseAddress, UInt(source.count), target.baseAddress, width, 0, height, Int32(TJPF_GRAY.rawValue), 0)
            }
        }
        guard status == 0 else {
            throw corrupt(status == -2 ? "the codestream's size is not the file's" : String(cString: tjGetErrorStr2(handle)))
        }
        return gray.map(UInt16.init)
    }

    private func corrupt(_ reason: String) -> DICOMError {
        .corruptPixelData(syntax: TransferSyntax.jpegBaseline.name, reason: reason)
    }
}
#endif
