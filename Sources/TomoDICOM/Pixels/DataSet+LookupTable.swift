import TomoCore

extension DataSet {
    /// `count` entries of `bits` bits from element `tag`: 16-bit words in the data set's byte order, or
    /// 8-bit entries packed two to a word (PS3.3 C.7.6.3.1.6 allows both for 8 bits; the length tells).
    /// Throws ``DICOMError/invalidValue(tag:reason:)`` naming `tag` when its length is neither.
    func lookupEntries(_ tag: DICOMTag, count: Int, bits: Int) throws(DICOMError) -> [UInt16] {
        guard let data = bytes(tag) else { throw .missingElement(tag) }
        if bits == 8, data.count == count || data.count == count + 1 {
            return data.prefix(count).map(UInt16.init)
        }
        guard data.count == 2 * count else {
            throw .invalidValue(tag: tag, reason: "\(data.count) bytes for \(count) entries of \(bits) bits")
        }
        return words(of: data).map(UInt16.init)
    }

    /// The `count` entries of `bits` bits that the segmented table in element `tag` expands to (PS3.3 C.7.9.2:
    /// 16-bit words in the data set's byte order; bytes, as pydicom reads them, for 8-bit entries).
    /// Throws ``DICOMError/invalidValue(tag:reason:)`` naming `tag` when its segments are malformed or expand
    /// to another number of entries.
    func segmentedLookupEntries(_ tag: DICOMTag, count: Int, bits: Int) throws(DICOMError) -> [UInt16] {
        guard let data = bytes(tag) else { throw .missingElement(tag) }
        let entries = try SegmentedLookupTable.expand(bits == 8 ? data.map(Int.init) : words(of: data), isEightBit: bits == 8, isBigEndian: isBigEndian, tag: tag)
        guard entries.count == count else {
            throw .invalidValue(tag: tag, reason: "its segments expand to \(entries.count) entries, its descriptor says \(count)")
        }
        return entries
    }

    /// The 16-bit words of `data` in the data set's byte order (an odd last byte left out).
    private func words(of data: some Collection<UInt8>) -> [Int] {
        let bytes = Array(data)
        return (0..<bytes.count / 2).map { index in
            let low = Int(bytes[2 * index]), high = Int(bytes[2 * index + 1])
            return isBigEndian ? low << 8 | high : high << 8 | low
        }
    }

    /// A LUT Descriptor's three values (PS3.3 C.11.1.1.1): how many entries (0 for 65,536), the first value
    /// mapped (negative for signed images, whose descriptor may write it as SS, or as its US bit pattern), and
    /// the bits of each entry, checked to lie within `allowedBits`.
    func lookupDescriptor(
        _ tag: DICOMTag, isSigned: Bool, allowedBits: ClosedRange<Int>
    ) throws(DICOMError) -> (entries: Int, firstMapped: Int, bits: Int) {
        guard let numbers = self.numbers(tag) else { throw .missingElement(tag) }
        guard numbers.count == 3, numbers.allSatisfy({ $0.isFinite && abs($0) <= 65_535 }) else {
            throw .invalidValue(tag: tag, reason: "\(numbers.count) values, 3 expected")
        }
        let entries = numbers[0] == 0 ? 65_536 : Int(numbers[0]) & 0xFFFF, bits = Int(numbers[2])
        var firstMapped = Int(numbers[1])
        if isSigned, firstMapped > 32_767 { firstMapped -= 65_536 }
        guard allowedBits.contains(bits) else {
            throw .invalidValue(tag: tag, reason: "entries of \(bits) bits (\(allowedBits.lowerBound) to \(allowedBits.upperBound) expected)")
        }
        return (entries, firstMapped, bits)
    }
}
