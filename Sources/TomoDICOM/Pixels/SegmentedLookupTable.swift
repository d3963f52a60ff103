/// A segmented palette colour lookup table (PS3.3 C.7.9.2), expanded to its entries: discrete segments (their
/// entries as written), linear segments (from the entry before to the value given, in equal steps rounded to
/// the nearest, ties to even, as pydicom's `_expand_segmented_lut` does) and indirect segments (segments
/// written earlier, again).
enum SegmentedLookupTable {
    /// The most entries a table expands to: a LUT Descriptor counts at most 65,536.
    static let maximumEntries = 65_536

    /// The entries that `words` (the element's 16-bit words, or bytes for 8-bit entries) expand to.
    /// Throws ``DICOMError/invalidValue(tag:reason:)`` naming `tag` for a segment that runs past the data,
    /// an unknown segment type, a linear or indirect segment with no entry before it, an indirect segment
    /// that does not point back to earlier segments, or more than ``maximumEntries`` entries.
    /// An 8-bit table's indirect segment writes its offset in four bytes, whose order `isBigEndian` tells.
    static func expand(_ words: [Int], isEightBit: Bool, isBigEndian: Bool, tag: DICOMTag) throws(DICOMError) -> [UInt16] {
        var entries: [UInt16] = []
        let layout = Layout(isEightBit: isEightBit, isBigEndian: isBigEndian, tag: tag)
        try expand(words, from: 0, segments: nil, layout: layout, into: &entries)
        return entries
    }

    /// Expands the segments of `words` that start at `start` (at most `segments` of them), appending to
    /// `entries`.
    private static func expand(
        _ words: [Int], from start: Int, segments: Int?, layout: Layout, into entries: inout [UInt16]
    ) throws(DICOMError) {
        let tag = layout.tag
        var offset = start, read = 0
        // Two words at least, as every segment has: a trailing pad word is not a segment.
        while offset + 1 < words.count, read != segments {
            let segmentStart = offset
            let type = words[offset], length = words[offset + 1]
            offset += 2
            guard entries.count + length <= maximumEntries else {
                throw .invalidValue(tag: tag, reason: "its segments expand to more than \(maximumEntries) entries")
            }
            switch type {
            case 0:
                guard offset + length <= words.count else { throw runsPast(tag, at: segmentStart) }
                entries += words[offset..<offset + length].map { UInt16(truncatingIfNeeded: $0) }
                offset += length
            case 1:
                guard offset < words.count else { throw runsPast(tag, at: segmentStart) }
                guard let last = entries.last else {
                    throw .invalidValue(tag: tag, reason: "a linear segment with no entry before it")
                }
                entries += linear(from: Int(last), to: words[offset], count: length)
                offset += 1
            case 2:
                let width = layout.isEightBit ? 4 : 2
                guard offset + width <= words.count else { throw runsPast(tag, at: segmentStart) }
                guard !entries.isEmpty else {
                    throw .invalidValue(tag: tag, reason: "an indirect segment with no entry before it")
                }
                let target = layout.offset(words[offset..<offset + width])
                guard target < segmentStart else {
                    throw .invalidValue(tag: tag, reason: "an indirect segment that points at word \(target), not at segments before it")
                }
                offset += width
                try expand(words, from: target, segments: length, layout: layout, into: &entries)
            default:
                throw .invalidValue(tag: tag, reason: "a segment of unknown type \(type) at word \(segmentStart)")
            }
            read += 1
        }
    }

    /// `count` entries from after `first` to `last` in equal steps, rounded.
    private static func linear(from first: Int, to last: Int, count: Int) -> [UInt16] {
        guard count > 0 else { return [] }
        let start = Double(first) + Double(last - first) / Double(count)
        let step = count > 1 ? (Double(last) - start) / Double(count - 1) : 0
        return (0..<count).map { index in
            let value = index == count - 1 ? Double(last) : start + Double(index) * step
            return UInt16(truncatingIfNeeded: Int(value.rounded(.toNearestOrEven)))
        }
    }

    /// How a table's words are written.
    private struct Layout {
        var isEightBit: Bool
        var isBigEndian: Bool
        var tag: DICOMTag

        /// An indirect segment's offset from its words: two 16-bit words, low first, or four bytes, the
        /// least significant first (two byte-swapped words when big-endian).
        func offset(_ words: ArraySlice<Int>) -> Int {
            let w = Array(words)
            guard isEightBit else { return w[1] << 16 | w[0] }
            return isBigEndian ? w[2] << 24 | w[3] << 16 | w[0] << 8 | w[1] : w[3] << 24 | w[2] << 16 | w[1] << 8 | w[0]
        }
    }

    private static func runsPast(_ tag: DICOMTag, at word: Int) -> DICOMError {
        .invalidValue(tag: tag, reason: "the segment at word \(word) runs past the data's end")
    }
}
