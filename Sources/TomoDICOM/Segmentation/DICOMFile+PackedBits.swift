import TomoVolume

extension DICOMFile {
    /// Native 1-bit frame `index` (a BINARY segmentation's), its bytes copied out of the pixel data. Nil where the
    /// pixel data is not native 1-bit in little-endian bytes (decode the frame instead).
    /// - Throws: ``DICOMError/invalidValue(tag:reason:)`` where the frame's bits run past the pixel data's end.
    func packedBits(ofFrame index: Int, pixels: ImagePixelDescription) throws(DICOMError) -> PackedBits? {
        guard pixels.bitsAllocated == 1, !(dataSet.isBigEndian && dataSet[.pixelData]?.vr == .OW),
              case .bytes(let range)? = dataSet[.pixelData]?.value
        else { return nil }
        let count = pixels.samplesPerFrame
        // In this order, so that a frame count or size no file could hold does not overflow.
        let (first, overflow) = index.multipliedReportingOverflow(by: count)
        guard !overflow, first <= range.count * 8 - count else {
            throw .invalidValue(
                tag: .pixelData,
                reason: "it holds \(range.count) bytes, too few for frame \(index + 1) of \(pixels.frameCount) (\(count) bits each): the file is truncated")
        }
        let firstByte = range.lowerBound + first / 8, endByte = range.lowerBound + (first + count + 7) / 8
        return PackedBits(bytes: Array(dataSet.buffer.bytes[firstByte..<endByte]), first: first % 8, count: count)!
    }
}
