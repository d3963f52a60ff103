extension DICOMFile {
    /// The pixels set in native 1-bit frame `index` (a BINARY segmentation's), as row-major indices within the
    /// frame, ascending (`setBits(in:from:count:)`). Nil where the pixel data is not native 1-bit in
    /// little-endian bytes (decode the frame instead).
    /// - Throws: ``DICOMError/invalidValue(tag:reason:)`` where the frame's bits run past the pixel data's end.
    func setPixels(ofFrame index: Int, pixels: ImagePixelDescription) throws(DICOMError) -> [Int]? {
        guard pixels.bitsAllocated == 1, !(dataSet.isBigEndian && dataSet[.pixelData]?.vr == .OW),
              case .bytes(let range)? = dataSet[.pixelData]?.value
        else { return nil }
        let count = pixels.samplesPerFrame, first = index * count
        guard range.count * 8 >= first + count else {
            throw .invalidValue(
                tag: .pixelData,
                reason: "it holds \(range.count) bytes, too few for frame \(index + 1) of \(pixels.frameCount) (\(count) bits each): the file is truncated")
        }
        return dataSet.buffer.bytes.withUnsafeBufferPointer { all in
            Self.setBits(in: UnsafeBufferPointer(rebasing: all[range]), from: first, count: count)
        }
    }

    /// The bits set among `count` bits of `bytes` from bit `first` (the first pixel in a byte's lowest bit, as
    /// DICOM packs them), as offsets from `first`, ascending: scanned a 64-bit word at a time (four at once where
    /// they are empty, as most of a segment's frame is), never unpacked.
    static func setBits(in bytes: UnsafeBufferPointer<UInt8>, from first: Int, count: Int) -> [Int] {
        var found: [Int] = []
        var bit = first
        let end = first + count
        func word(at bit: Int) -> UInt64 {
            UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + bit >> 3).loadUnaligned(as: UInt64.self))
        }
        while bit < end {
            if bit & 7 == 0, bit + 256 <= end, word(at: bit) | word(at: bit + 64) | word(at: bit + 128) | word(at: bit + 192) == 0 {
                bit += 256
                continue
            }
            if bit & 7 == 0, bit + 64 <= end {
                var rest = word(at: bit)
                let offset = bit - first
                while rest != 0 {
                    found.append(offset + rest.trailingZeroBitCount)
                    rest &= rest - 1
                }
                bit += 64
                continue
            }
            if bytes[bit >> 3] >> UInt8(bit & 7) & 1 == 1 { found.append(bit - first) }
            bit += 1
        }
        return found
    }
}
