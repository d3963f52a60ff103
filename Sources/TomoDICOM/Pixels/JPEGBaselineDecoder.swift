#if canImport(CTurboJPEG)
import CTurboJPEG

/// JPEG Baseline (8-bit, lossy), grayscale or colour (in RGB: libjpeg-turbo turns YCbCr into RGB as the
/// codestream's markers say), through libjpeg-turbo.
struct JPEGBaselineDecoder: FrameDecoder {
    func decode(_ frame: [UInt8], as pixels: ImagePixelDescription) throws(DICOMError) -> [UInt16] {
        guard let handle = tjInitDecompress() else { throw corrupt("libjpeg-turbo did not start") }
        defer { tjDestroy(handle) }
        let samples = pixels.samplesPerPixel
        let count = pixels.rows * pixels.columns * samples
        var decoded = [UInt8](repeating: 0, count: count)
        var raw = false
        let status = frame.withUnsafeBufferPointer { source in
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            guard tjDecompressHeader3(handle, source.baseAddress, UInt(source.count), &width, &height, &subsampling, &colorspace) == 0,
                Int(width) == pixels.columns, Int(height) == pixels.rows
            else { return Int32(-2) }
            // An RGB image is compressed without a colour transform (PS3.5 8.2.1), which a codestream without
            // JFIF or Adobe markers does not say: libjpeg-turbo would take it for YCbCr. Its planes as they are.
            raw = samples == 3 && pixels.photometricInterpretation == "RGB" && colorspace == Int32(TJCS_YCbCr.rawValue)
            guard raw else {
                let format = samples == 3 ? TJPF_RGB : TJPF_GRAY
                return decoded.withUnsafeMutableBufferPointer { target in
                    tjDecompress2(handle, source.baseAddress, UInt(source.count), target.baseAddress, width, 0, height, Int32(format.rawValue), 0)
                }
            }
            guard subsampling == Int32(TJSAMP_444.rawValue) else { return Int32(-3) }
            return decoded.withUnsafeMutableBufferPointer { target in
                let plane = Int(width * height), base = target.baseAddress!
                var planes: [UnsafeMutablePointer<UInt8>?] = [base, base + plane, base + 2 * plane]
                return tjDecompressToYUVPlanes(handle, source.baseAddress, UInt(source.count), &planes, width, nil, height, 0)
            }
        }
        switch status {
        case 0: break
        case -2: throw corrupt("the codestream's size is not the file's")
        case -3: throw .unsupportedImage("an RGB JPEG with its colour subsampled")
        default: throw corrupt(String(cString: tjGetErrorStr2(handle)))
        }
        guard raw else { return decoded.map(UInt16.init) }
        let plane = pixels.rows * pixels.columns
        return (0..<count).map { UInt16(decoded[($0 % 3) * plane + $0 / 3]) }
    }

    private func corrupt(_ reason: String) -> DICOMError {
        .corruptPixelData(syntax: TransferSyntax.jpegBaseline.name, reason: reason)
    }
}
#endif
