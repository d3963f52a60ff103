/// Checks that the pixel data a header announces is all there, reading only element and item headers:
/// a defined length against the bytes that follow, encapsulated fragments item by item up to the sequence's
/// end. What a header read uses to tell a file cut short inside its pixels without decoding them.
struct PixelDataExtent {
    /// The data set's bytes in `range`; fewer where they end.
    let read: (Range<Int>) throws(DICOMError) -> ArraySlice<UInt8>
    /// How many bytes the data set has.
    let count: Int
    let isExplicitVR: Bool
    let isBigEndian: Bool

    /// Throws ``DICOMError/lengthPastEnd(tag:length:offset:available:)`` or ``DICOMError/truncated(tag:offset:)``
    /// if the Pixel Data element starting at `start` runs past the data set's end.
    func check(from start: Int) throws(DICOMError) {
        let header = try read(start..<start + 12)
        guard header.count >= 8 else { throw .truncated(tag: .pixelData, offset: start) }
        let length: UInt32, valueStart: Int
        switch isExplicitVR ? ValueRepresentation(header[header.startIndex + 4], header[header.startIndex + 5]) : nil {
        case let vr? where vr.hasLongLength:
            guard header.count >= 12 else { throw .truncated(tag: .pixelData, offset: start) }
            (length, valueStart) = (uint32(header, at: 8), start + 12)
        case .some:
            (length, valueStart) = (UInt32(uint16(header, at: 6)), start + 8)
        case nil:
            (length, valueStart) = (uint32(header, at: 4), start + 8)
        }
        guard length == 0xFFFF_FFFF else {
            guard Int(length) <= count - valueStart else {
                throw .lengthPastEnd(tag: .pixelData, length: length, offset: start, available: max(0, count - valueStart))
            }
            return
        }
        try checkFragments(from: valueStart)
    }

    /// Each item's header of encapsulated pixel data (always little-endian), up to the sequence delimiter.
    private func checkFragments(from start: Int) throws(DICOMError) {
        var position = start
        while true {
            let item = try read(position..<position + 8)
            guard item.count == 8 else { throw .truncated(tag: .pixelData, offset: position) }
            let tag = DICOMTag(littleEndian16(item, at: 0), littleEndian16(item, at: 2))
            if tag == .sequenceDelimitation { return }
            guard tag == .item else { throw .expectedItem(found: tag, offset: position) }
            let length = littleEndian32(item, at: 4)
            guard length != 0xFFFF_FFFF, Int(length) <= count - position - 8 else {
                throw .lengthPastEnd(tag: .pixelData, length: length, offset: position, available: max(0, count - position - 8))
            }
            position += 8 + Int(length)
        }
    }

    private func uint16(_ bytes: ArraySlice<UInt8>, at offset: Int) -> UInt16 {
        let value = littleEndian16(bytes, at: offset)
        return isBigEndian ? value.byteSwapped : value
    }

    private func uint32(_ bytes: ArraySlice<UInt8>, at offset: Int) -> UInt32 {
        let value = littleEndian32(bytes, at: offset)
        return isBigEndian ? value.byteSwapped : value
    }

    private func littleEndian16(_ bytes: ArraySlice<UInt8>, at offset: Int) -> UInt16 {
        let start = bytes.startIndex + offset
        return UInt16(bytes[start]) | UInt16(bytes[start + 1]) << 8
    }

    private func littleEndian32(_ bytes: ArraySlice<UInt8>, at offset: Int) -> UInt32 {
        let start = bytes.startIndex + offset
        return UInt32(bytes[start]) | UInt32(bytes[start + 1]) << 8 | UInt32(bytes[start + 2]) << 16 | UInt32(bytes[start + 3]) << 24
    }
}
