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
        return (0..<count).map { index in
            let low = data[data.startIndex + 2 * index], high = data[data.startIndex + 2 * index + 1]
            return isBigEndian ? UInt16(low) << 8 | UInt16(high) : UInt16(high) << 8 | UInt16(low)
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
