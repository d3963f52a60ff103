import TomoVolume

extension DICOMFile {
    /// The layout of the file's pixels, checked (grayscale, 8 or 16 bits allocated, a sane size).
    public func pixelDescription() throws(DICOMError) -> ImagePixelDescription {
        try ImagePixelDescription(dataSet)
    }

    /// Frame `index`'s stored values, decoded from whatever encoding the file uses, as 16-bit words (32-bit
    /// grey values, which they do not hold, are refused: `storedValues(frame:pixels:)` reads them).
    public func storedSamples(frame index: Int, pixels known: ImagePixelDescription? = nil) throws(DICOMError) -> StoredSamples {
        let pixels: ImagePixelDescription
        if let known { pixels = known } else { pixels = try ImagePixelDescription(dataSet) }
        guard (0..<pixels.frameCount).contains(index) else { throw .frameOutOfRange(index: index, count: pixels.frameCount) }
        guard !pixels.isWideGrey else { throw ImagePixelDescription.wideGreyRefusal }
        switch dataSet[.pixelData]?.value {
        case .bytes(let range)? where pixels.bitsAllocated == 1:
            return pixels.storedSamples(try bits(dataSet.buffer.bytes[range], frame: index, pixels: pixels))
        case .bytes(let range)?:
            return pixels.storedSamples(try nativeWords(dataSet.buffer.bytes[range], frame: index, pixels: pixels))
        case .encapsulated(let encapsulated)?:
            guard PixelDecoders.decodes(transferSyntax) else { throw .unsupportedTransferSyntax(transferSyntax) }
            let bytes = dataSet.buffer.bytes
            let frames = encapsulated.frameFragments(frameCount: pixels.frameCount) { range in
                PixelDecoders.startsCodestream(bytes[range])
            }
            guard index < frames.count else { throw .frameOutOfRange(index: index, count: frames.count) }
            var frame: [UInt8] = []
            frame.reserveCapacity(frames[index].reduce(0) { $0 + $1.count })
            for fragment in frames[index] { frame += bytes[fragment] }
            return try PixelDecoders.decodeFrame(frame, syntax: transferSyntax, pixels: pixels)
        case .sequence?, nil:
            throw .missingElement(.pixelData)
        }
    }

    /// Frame `index`'s stored values whole, whatever their width: a 32-bit grey image's (uncompressed or in RLE,
    /// the encodings Tomo reads them in) as their stored bits say, others as `storedSamples` decodes them.
    public func storedValues(frame index: Int, pixels: ImagePixelDescription) throws(DICOMError) -> [Int64] {
        guard pixels.isWideGrey else {
            let samples = try storedSamples(frame: index, pixels: pixels)
            return (0..<samples.count).map { Int64(samples.value(at: $0)) }
        }
        guard (0..<pixels.frameCount).contains(index) else { throw .frameOutOfRange(index: index, count: pixels.frameCount) }
        let samples: [UInt32]
        switch dataSet[.pixelData]?.value {
        case .bytes(let range)?:
            let frame = try frameBytes(dataSet.buffer.bytes[range], frame: index, pixels: pixels)
            samples = PixelDecoders.wideSamples(frame, count: pixels.samplesPerFrame, bigEndian: dataSet.isBigEndian)
        case .encapsulated(let encapsulated)? where transferSyntax == .rleLossless:
            let bytes = dataSet.buffer.bytes
            let frames = encapsulated.frameFragments(frameCount: pixels.frameCount) { _ in false }
            guard index < frames.count else { throw .frameOutOfRange(index: index, count: frames.count) }
            samples = try RLEDecoder().decodeWide(frames[index].flatMap { bytes[$0] }, as: pixels)
        case .encapsulated?:
            throw .unsupportedImage("32-bit samples in \(transferSyntax.name) (Tomo reads them uncompressed or in RLE)")
        case .sequence?, nil:
            throw .missingElement(.pixelData)
        }
        guard samples.count == pixels.samplesPerFrame else {
            throw .corruptPixelData(syntax: transferSyntax.name, reason: "\(samples.count) samples decoded, \(pixels.samplesPerFrame) expected")
        }
        return samples.map(pixels.storedValue(of:))
    }

    /// Frame `index`'s bytes as the file holds them, when they are 16-bit little-endian words with the
    /// stored bits at the bottom (uncompressed little-endian 16-bit data, by far the most common CT file):
    /// what `CTVolume.fill(slice:littleEndianWords:bitsStored:isSigned:rescale:)` takes without a copy
    /// in between. Nil for every other layout (decode those with `storedSamples`).
    public func littleEndianWords(frame index: Int, pixels: ImagePixelDescription) throws(DICOMError) -> ArraySlice<UInt8>? {
        guard case .bytes(let range)? = dataSet[.pixelData]?.value, !transferSyntax.isEncapsulated, !dataSet.isBigEndian,
            pixels.bitsAllocated == 16, pixels.highBit == pixels.bitsStored - 1
        else { return nil }
        guard (0..<pixels.frameCount).contains(index) else { throw .frameOutOfRange(index: index, count: pixels.frameCount) }
        return try frameBytes(dataSet.buffer.bytes[range], frame: index, pixels: pixels)
    }

    /// Uncompressed samples of frame `index`, 8-bit widened (unswapped from big-endian words), 16-bit in the
    /// file's byte order, 32-bit as their top 16 stored bits.
    func nativeWords(
        _ data: ArraySlice<UInt8>, frame index: Int, pixels: ImagePixelDescription
    ) throws(DICOMError) -> [UInt16] {
        let frame = try frameBytes(data, frame: index, pixels: pixels)
        if pixels.bitsAllocated == 8 {
            guard dataSet.isBigEndian, dataSet[.pixelData]?.vr == .OW else { return frame.map(UInt16.init) }
            // 8-bit samples in big-endian 16-bit words: each pair of bytes swapped, counted from the value's start.
            let offset = frame.startIndex - data.startIndex
            return (0..<frame.count).map { i in
                let source = data.startIndex + ((offset + i) ^ 1)
                return source < data.endIndex ? UInt16(data[source]) : 0
            }
        }
        if pixels.bitsAllocated == 32 { return PixelDecoders.wideWords(frame, pixels: pixels, bigEndian: dataSet.isBigEndian) }
        let count = pixels.bytesPerFrame / 2
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

    /// The samples of 1-bit frame `index` (PS3.5 8.1.1): one bit each, the first in a byte's lowest bit, each
    /// frame starting at the bit after the last one's; bytes swapped in pairs when they are big-endian words.
    func bits(_ data: ArraySlice<UInt8>, frame index: Int, pixels: ImagePixelDescription) throws(DICOMError) -> [UInt16] {
        let count = pixels.samplesPerFrame, first = index * count
        guard data.count * 8 >= first + count else {
            throw .invalidValue(
                tag: .pixelData,
                reason: "it holds \(data.count) bytes, too few for frame \(index + 1) of \(pixels.frameCount) (\(count) bits each): the file is truncated")
        }
        let swapsBytes = dataSet.isBigEndian && dataSet[.pixelData]?.vr == .OW
        return PixelDecoders.unpackBits(data, from: first, count: count, swapsBytes: swapsBytes)
    }

    /// The bytes of uncompressed frame `index` within `data`, the pixel data's value.
    private func frameBytes(_ data: ArraySlice<UInt8>, frame index: Int, pixels: ImagePixelDescription) throws(DICOMError) -> ArraySlice<UInt8> {
        guard !transferSyntax.isEncapsulated else {
            throw .corruptPixelData(syntax: transferSyntax.name, reason: "the pixel data is not encapsulated")
        }
        let size = pixels.bytesPerFrame
        guard data.count >= (index + 1) * size else {
            throw .invalidValue(
                tag: .pixelData,
                reason: "it holds \(data.count) bytes, too few for frame \(index + 1) of \(pixels.frameCount) (\(size) bytes each): the file is truncated")
        }
        let start = data.startIndex + index * size
        return data[start..<start + size]
    }
}
