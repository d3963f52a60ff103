import TomoVolume

/// The decoders of compressed pixel data, by transfer syntax: which encodings Tomo reads.
public enum PixelDecoders {
    /// Whether Tomo decodes pixel data in `syntax`.
    public static func decodes(_ syntax: TransferSyntax) -> Bool {
        !syntax.isEncapsulated || decoder(for: syntax) != nil
    }

    /// One compressed frame's stored values: a bare codestream as a DICOM file's fragments or a DICOMweb
    /// frame response hold it, laid out as `pixels` says.
    public static func decodeFrame(
        _ frame: [UInt8], syntax: TransferSyntax, pixels: ImagePixelDescription
    ) throws(DICOMError) -> StoredSamples {
        guard let decoder = decoder(for: syntax) else { throw .unsupportedTransferSyntax(syntax) }
        guard pixels.bitsAllocated != 1 else {
            throw .unsupportedImage("a 1-bit image in \(syntax.name) (Tomo reads 1-bit images uncompressed)")
        }
        guard pixels.bitsAllocated != 32 || syntax == .rleLossless else {
            throw .unsupportedImage("32-bit samples in \(syntax.name) (Tomo reads them uncompressed or in RLE)")
        }
        guard !pixels.isWideGrey else { throw ImagePixelDescription.wideGreyRefusal }
        let words = try decoder.decode(frame, as: pixels)
        guard words.count == pixels.samplesPerFrame else {
            throw .corruptPixelData(syntax: syntax.name, reason: "\(words.count) samples decoded, \(pixels.samplesPerFrame) expected")
        }
        return pixels.storedSamples(words)
    }

    /// One frame as a DICOMweb server sends it (WADO-RS `…/frames/{n}`): uncompressed bytes in `syntax`'s
    /// byte order, or a codestream of an encapsulated `syntax`, laid out as `pixels` says.
    public static func decodeWebFrame(
        _ frame: [UInt8], syntax: TransferSyntax, pixels: ImagePixelDescription
    ) throws(DICOMError) -> StoredSamples {
        if syntax.isEncapsulated { return try decodeFrame(frame, syntax: syntax, pixels: pixels) }
        guard !pixels.isWideGrey else { throw ImagePixelDescription.wideGreyRefusal }
        let count = pixels.samplesPerFrame
        guard frame.count >= pixels.bytesPerFrame else {
            throw .invalidValue(tag: .pixelData, reason: "the frame holds \(frame.count) bytes, \(pixels.bytesPerFrame) expected")
        }
        if pixels.bitsAllocated == 1 {
            return pixels.storedSamples(unpackBits(frame[...], from: 0, count: count, swapsBytes: syntax.isBigEndian))
        }
        if pixels.bitsAllocated == 8 { return pixels.storedSamples(frame.prefix(count).map(UInt16.init)) }
        if pixels.bitsAllocated == 32 { return pixels.storedSamples(wideWords(frame[...], pixels: pixels, bigEndian: syntax.isBigEndian)) }
        let swaps = syntax.isBigEndian
        let words = [UInt16](unsafeUninitializedCapacity: count) { words, initialized in
            frame.withUnsafeBytes { raw in
                for offset in 0..<count {
                    let word = raw.loadUnaligned(fromByteOffset: 2 * offset, as: UInt16.self)
                    words[offset] = swaps ? word.byteSwapped : UInt16(littleEndian: word)
                }
            }
            initialized = count
        }
        return pixels.storedSamples(words)
    }

    /// The 32-bit samples of an uncompressed frame (`bigEndian` or little-endian), each as its top 16 stored
    /// bits (`ImagePixelDescription.word(of:)`).
    static func wideWords(_ frame: ArraySlice<UInt8>, pixels: ImagePixelDescription, bigEndian: Bool) -> [UInt16] {
        wideSamples(frame, count: pixels.samplesPerFrame, bigEndian: bigEndian).map(pixels.word(of:))
    }

    /// The first `count` 32-bit samples of an uncompressed frame (`bigEndian` or little-endian), as stored
    /// (fewer when the frame holds fewer).
    static func wideSamples(_ frame: ArraySlice<UInt8>, count: Int, bigEndian: Bool) -> [UInt32] {
        let count = min(count, frame.count / 4)
        return [UInt32](unsafeUninitializedCapacity: count) { samples, initialized in
            frame.withUnsafeBytes { raw in
                for offset in 0..<count {
                    let sample = raw.loadUnaligned(fromByteOffset: 4 * offset, as: UInt32.self)
                    samples[offset] = bigEndian ? UInt32(bigEndian: sample) : UInt32(littleEndian: sample)
                }
            }
            initialized = count
        }
    }

    /// `count` 1-bit samples from bit `first` of `data` (PS3.5 8.1.1): the first in a byte's lowest bit;
    /// `swapsBytes` for bits in big-endian 16-bit words, whose bytes are swapped in pairs. Bits past the
    /// data's end read 0.
    static func unpackBits(_ data: ArraySlice<UInt8>, from first: Int, count: Int, swapsBytes: Bool) -> [UInt16] {
        (first..<first + count).map { bit in
            let byte = swapsBytes ? (bit >> 3) ^ 1 : bit >> 3
            guard byte < data.count else { return 0 }
            return UInt16(data[data.startIndex + byte] >> UInt8(bit & 7) & 1)
        }
    }

    /// The decoder for `syntax`'s encapsulated pixel data, nil if Tomo has none.
    static func decoder(for syntax: TransferSyntax) -> (any FrameDecoder)? {
        switch syntax {
        case .rleLossless: return RLEDecoder()
        case .jpegLossless, .jpegLosslessSV1: return JPEGLosslessDecoder()
        case .jpegExtended: return JPEGExtendedDecoder()
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
