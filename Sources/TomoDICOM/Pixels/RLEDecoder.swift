/// RLE Lossless (PS3.5 G): a 64-byte header of segment offsets, then one PackBits segment per byte plane
/// of each sample, most significant byte first.
struct RLEDecoder: FrameDecoder {
    /// The frame's samples (a 32-bit one's top 16 stored bits); a colour frame's gathered by pixel from the
    /// planes RLE keeps them in (whatever the Planar Configuration says).
    func decode(_ frame: [UInt8], as pixels: ImagePixelDescription) throws(DICOMError) -> [UInt16] {
        let samples = try decodeWide(frame, as: pixels)
        return pixels.bitsAllocated == 32 ? samples.map(pixels.word(of:)) : samples.map { UInt16(truncatingIfNeeded: $0) }
    }

    /// The frame's samples whole, up to 32 bits each, as `decode(_:as:)` gathers them.
    func decodeWide(_ frame: [UInt8], as pixels: ImagePixelDescription) throws(DICOMError) -> [UInt32] {
        let planes = pixels.bitsAllocated / 8
        let count = pixels.rows * pixels.columns
        guard frame.count >= 64 else { throw corrupt("the frame is \(frame.count) bytes, shorter than its header") }
        let segmentCount = Int(Self.uint32(frame, at: 0))
        guard segmentCount == planes * pixels.samplesPerPixel else {
            throw corrupt("\(segmentCount) segments for \(pixels.samplesPerPixel) samples of \(planes) bytes")
        }
        // PackBits expands at most 128 bytes per 2 read: more than that is a lie, before allocating for it.
        guard count * pixels.samplesPerPixel <= frame.count * 64 else { throw corrupt("too few bytes for \(count) pixels") }
        var samples = [UInt32](repeating: 0, count: count * pixels.samplesPerPixel)
        for segment in 0..<segmentCount {
            let start = Int(Self.uint32(frame, at: 4 + 4 * segment))
            let end = segment + 1 < segmentCount ? Int(Self.uint32(frame, at: 8 + 4 * segment)) : frame.count
            guard start >= 64, start <= end, end <= frame.count else { throw corrupt("segment \(segment + 1)'s offsets are outside the frame") }
            let shift = UInt32(8 * (planes - 1 - segment % planes)), sample = segment / planes, perPixel = pixels.samplesPerPixel
            try unpack(frame[start..<end], count: count) { index, byte in samples[index * perPixel + sample] |= UInt32(byte) << shift }
        }
        return samples
    }

    /// Expands one PackBits segment into `count` bytes, handing each to `store`.
    private func unpack(
        _ segment: ArraySlice<UInt8>, count: Int, store: (Int, UInt8) -> Void
    ) throws(DICOMError) {
        var input = segment.startIndex
        var output = 0
        while output < count {
            guard input < segment.endIndex else { throw corrupt("a segment ends after \(output) of \(count) bytes") }
            let header = Int8(bitPattern: segment[input])
            input += 1
            if header >= 0 {
                let length = Int(header) + 1
                guard input + length <= segment.endIndex, output + length <= count else { throw corrupt("a literal run overflows") }
                for offset in 0..<length { store(output + offset, segment[input + offset]) }
                input += length
                output += length
            } else if header != -128 {
                let length = 1 - Int(header)
                guard input < segment.endIndex, output + length <= count else { throw corrupt("a repeat run overflows") }
                let byte = segment[input]
                input += 1
                for offset in 0..<length { store(output + offset, byte) }
                output += length
            }
        }
    }

    private func corrupt(_ reason: String) -> DICOMError {
        .corruptPixelData(syntax: TransferSyntax.rleLossless.name, reason: reason)
    }

    private static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }
}
