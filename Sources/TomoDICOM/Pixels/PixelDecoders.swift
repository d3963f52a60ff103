/// The decoders of compressed pixel data, by transfer syntax: which encodings Tomo reads.
enum PixelDecoders {
    /// The decoder for `syntax`'s encapsulated pixel data, nil if Tomo has none.
    static func decoder(for syntax: TransferSyntax) -> (any FrameDecoder)? {
        switch syntax {
        case .rleLossless: return RLEDecoder()
        case .jpegLossless, .jpegLosslessSV1: return JPEGLosslessDecoder()
        default: break
        }
        #if canImport(CCharLS)
        if syntax == .jpegLSLossless || syntax == .jpegLSNearLossless { return JPEGLSDecoder() }
        #endif
        #if canImport(COpenJPEG)
        if [.jpeg2000Lossless, .jpeg2000, .htj2kLossless, .htj2kLosslessRPCL, .htj2k].contains(syntax) { return JPEG2000Decoder() }
        #endif
        #if canImport(CTurboJPEG)
        if syntax == .jpegBaseline { return JPEGBaselineDecoder() }
        #endif
        return nil
    }

    /// Whether a fragment starts a codestream of the JPEG family (JPEG's SOI, JPEG 2000's SOC): where a
    /// frame starts when the offset table does not say.
    static func startsCodestream(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.count >= 2 else { return false }
        let first = bytes[bytes.startIndex], second = bytes[bytes.startIndex + 1]
        return first == 0xFF && (second == 0xD8 || second == 0x4F)
    }
}
