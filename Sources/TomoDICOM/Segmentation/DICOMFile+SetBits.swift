extension DICOMFile {
    /// The pixels set in native 1-bit frame `index` (a BINARY segmentation's), as row-major indices within the
    /// frame, ascending: its packed bits scanned a word at a time, the empty words skipped, never unpacked. Nil
    /// where the pixel data is not native 1-bit in little-endian bytes (decode the frame instead).
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
        var found: [Int] = []
        dataSet.buffer.bytes.withUnsafeBufferPointer { all in
            let bytes = UnsafeBufferPointer(rebasing: all[range])
            var bit = first
            let end = first + count
            while bit < end {
                // Eight bytes at once where they lie whole in the frame and are all zero.
                if bit & 7 == 0, bit + 64 <= end {
                    let byte = bit >> 3
                    let word = UnsafeRawPointer(bytes.baseAddress! + byte).loadUnaligned(as: UInt64.self)
                    if word == 0 {
                        bit += 64
                        continue
                    }
                    let value = UInt64(littleEndian: word)
                    var rest = value
                    while rest != 0 {
                        found.append(bit + rest.trailingZeroBitCount - first)
                        rest &= rest - 1
                    }
                    bit += 64
                    continue
                }
                if bytes[bit >> 3] >> UInt8(bit & 7) & 1 == 1 { found.append(bit - first) }
                bit += 1
            }
        }
        return found
    }
}
