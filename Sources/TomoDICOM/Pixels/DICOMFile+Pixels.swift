import TomoVolume

extension DICOMFile {
    /// The layout of the file's pixels, checked (grayscale, 8 or 16 bits allocated, a sane size).
    public func pixelDescription() throws(DICOMError) -> ImagePixelDescription {
        try ImagePixelDescription(dataSet)
    }

    /// Frame `index`'s stored values, decoded from whatever encoding the file uses.
    public func storedSamples(frame index: Int, pixels known: ImagePixelDescription? = nil) throws(DICOMError) -> StoredSamples {
        let pixels: ImagePixelDescription
        if let known { pixels = known } else { pixels = try ImagePixelDescription(dataSet) }
        guard (0..<pixels.frameCount).contains(index) else { throw .frameOutOfRange(index: index, count: pixels.frameCount) }
        switch dataSet[.pixelData]?.value {
        case .bytes(let range)?:
            return pixels.storedSamples(try nativeWords(dataSet.buffer.bytes[range], frame: index, pixels: pixels))
        case .encapsulated(let encapsulated)?:
            guard let decoder = PixelDecoders.decoder(for: transferSyntax) else {
                throw .unsupportedTransferSyntax(transferSyntax)
            }
            let bytes = dataSet.buffer.bytes
            let frames = encapsulated.frameFragments(frameCount: pixels.frameCount) { range in
                PixelDecoders.startsCodestream(bytes[range])
            }
            guard index < frames.count else { throw .frameOutOfRange(index: index, count: frames.count) }
            var frame: [UInt8] = []
            frame.reserveCapacity(frames[index].reduce(0) { $0 + $1.count })
            for fragment in frames[index] { frame += bytes[fragment] }
            let words = try decoder.decode(frame, as: pixels)
            guard words.count == pixels.samplesPerFrame else {
                throw .corruptPixelData(syntax: transferSyntax.name, reason: "\(words.count) samples decoded, \(pixels.samplesPerFrame) expected")
            }
            return pixels.storedSamples(words)
        case .sequence?, nil:
            throw .missingElement(.pixelData)
        }
    }

    /// Uncompressed samples of frame `index`, 8-bit widened, 16-bit in the file's byte order.
    private func nativeWords(
        _ data: ArraySlice<UInt8>, frame index: Int, pixels: ImagePixelDescription
    ) throws(DICOMError) -> [UInt16] {
        guard !transferSyntax.isEncapsulated else {
            throw .corruptPixelData(syntax: transferSyntax.name, reason: "the pixel data is not encapsulated")
        }
        let frameBytes = pixels.bytesPerFrame
        guard data.count >= (index + 1) * frameBytes else {
            throw .invalidValue(
                tag: .pixelData,
                reason: "it holds \(data.count) bytes, too few for frame \(index + 1) of \(pixels.frameCount) (\(frameBytes) bytes each): the file is truncated")
        }
        let start = data.startIndex + index * frameBytes
        let frame = data[start..<start + frameBytes]
        if pixels.bitsAllocated == 8 { return frame.map(UInt16.init) }
        let count = pixels.samplesPerFrame
        let swaps = dataSet.isBigEndian
        return [UInt16](unsafeUninitializedCapacity: count) { words, initialized in
            frame.withUnsafeBytes { raw in
                for offset in 0..<count {
                    let word = raw.loadUnaligned(fromByteOffset: 2 * offset, as: UInt16.self)
                    words[offset] = swaps ? word.byteSwapped : UInt16(littleEndian: word)
                }
            }
            initialized = count
        }
    }
}
