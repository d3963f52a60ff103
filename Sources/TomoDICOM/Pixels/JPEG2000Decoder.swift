#if canImport(COpenJPEG)
import COpenJPEG

/// JPEG 2000 and High-Throughput JPEG 2000 codestreams, through OpenJPEG (2.5 decodes both).
struct JPEG2000Decoder: FrameDecoder {
    func decode(_ frame: [UInt8], as pixels: ImagePixelDescription) throws(DICOMError) -> [UInt16] {
        guard !frame.isEmpty else { throw corrupt("the frame is empty") }
        // A JP2 file (signature box) or a bare codestream (SOC marker), as DICOM stores it.
        let isJP2 = frame.starts(with: [0, 0, 0, 0x0C, 0x6A, 0x50])
        guard let codec = opj_create_decompress(isJP2 ? OPJ_CODEC_JP2 : OPJ_CODEC_J2K) else { throw corrupt("OpenJPEG did not start") }
        defer { opj_destroy_codec(codec) }
        var parameters = opj_dparameters_t()
        opj_set_default_decoder_parameters(&parameters)
        guard opj_setup_decoder(codec, &parameters) != 0 else { throw corrupt("OpenJPEG did not start") }
        let source = MemorySource(frame)
        guard let stream = source.makeStream() else { throw corrupt("OpenJPEG did not start") }
        defer { opj_stream_destroy(stream) }
        var image: UnsafeMutablePointer<opj_image_t>?
        guard opj_read_header(stream, codec, &image) != 0, let image else { throw corrupt("the codestream's header does not read") }
        defer { opj_image_destroy(image) }
        let header = image.pointee
        let samples = pixels.samplesPerPixel
        guard Int(header.numcomps) == samples, let components = header.comps,
            (0..<samples).allSatisfy({ Int(components[$0].w) == pixels.columns && Int(components[$0].h) == pixels.rows })
        else {
            throw corrupt("the codestream is not \(samples) component\(samples == 1 ? "" : "s") of \(pixels.columns) × \(pixels.rows)")
        }
        guard opj_decode(codec, stream, image) != 0, opj_end_decompress(codec, stream) != 0, let decoded = image.pointee.comps else {
            throw corrupt("the codestream does not decode (cut short, or corrupt)")
        }
        let planes = (0..<samples).compactMap { decoded[$0].data }
        guard planes.count == samples else { throw corrupt("the codestream does not decode (cut short, or corrupt)") }
        let count = pixels.rows * pixels.columns
        // OpenJPEG undoes the RCT or ICT of a colour codestream: its components are R, G and B.
        return (0..<count * samples).map { UInt16(truncatingIfNeeded: planes[$0 % samples][$0 / samples]) }
    }

    private func corrupt(_ reason: String) -> DICOMError {
        .corruptPixelData(syntax: "JPEG 2000", reason: reason)
    }
}

/// The bytes OpenJPEG reads a codestream from, through its stream callbacks.
private final class MemorySource {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// A stream over the bytes that keeps this source alive until the stream is destroyed.
    func makeStream() -> UnsafeMutablePointer<opj_stream_t?>? {
        guard let stream = opj_stream_create(Int(OPJ_J2K_STREAM_CHUNK_SIZE), 1) else { return nil }
        opj_stream_set_user_data(stream, Unmanaged.passRetained(self).toOpaque()) { pointer in
            pointer.map { Unmanaged<MemorySource>.fromOpaque($0).release() }
        }
        opj_stream_set_user_data_length(stream, UInt64(bytes.count))
        opj_stream_set_read_function(stream) { buffer, size, data in
            let source = Unmanaged<MemorySource>.fromOpaque(data!).takeUnretainedValue()
            let count = min(size, source.bytes.count - source.position)
            // The end is (OPJ_SIZE_T)-1: all bits set. (size_t is `Int` in Swift, so not `.max`, which
            // OpenJPEG took for a huge read and ran past its buffer: found by scripts/fuzz.sh.)
            guard count > 0, let buffer else { return OPJ_SIZE_T(truncatingIfNeeded: -1) }
            source.bytes.withUnsafeBytes { bytes in
                buffer.copyMemory(from: bytes.baseAddress! + source.position, byteCount: count)
            }
            source.position += count
            return count
        }
        opj_stream_set_skip_function(stream) { offset, data in
            let source = Unmanaged<MemorySource>.fromOpaque(data!).takeUnretainedValue()
            let target = max(0, min(source.bytes.count, source.position + Int(offset)))
            defer { source.position = target }
            return OPJ_OFF_T(target - source.position)
        }
        opj_stream_set_seek_function(stream) { offset, data in
            let source = Unmanaged<MemorySource>.fromOpaque(data!).takeUnretainedValue()
            guard offset >= 0, offset <= source.bytes.count else { return 0 }
            source.position = Int(offset)
            return 1
        }
        return stream
    }
}
#endif
