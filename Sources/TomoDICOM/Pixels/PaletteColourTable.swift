/// A PALETTE COLOR image's lookup tables (PS3.3 C.7.6.3.1.5–6): each stored value's red, green and blue.
struct PaletteColourTable: Sendable {
    /// The stored value the first entry is for; values below it take the first entry, above the last the last.
    var firstMapped: Int
    /// Bits of each entry: 8 or 16.
    var bits: Int
    var red: [UInt16]
    var green: [UInt16]
    var blue: [UInt16]

    /// The tables of `dataSet`, checked: three descriptors that agree, data of the length they say.
    init(_ dataSet: DataSet) throws(DICOMError) {
        guard dataSet[.segmentedRedPaletteData] == nil else {
            throw .unsupportedImage("a segmented palette (Tomo reads whole lookup tables)")
        }
        let descriptors: [(DICOMTag, DICOMTag)] = [
            (.redPaletteDescriptor, .redPaletteData), (.greenPaletteDescriptor, .greenPaletteData), (.bluePaletteDescriptor, .bluePaletteData),
        ]
        var tables: [[UInt16]] = []
        var first: (entries: Int, firstMapped: Int, bits: Int)?
        for (descriptorTag, dataTag) in descriptors {
            guard let numbers = dataSet.numbers(descriptorTag) else { throw .missingElement(descriptorTag) }
            guard numbers.count == 3 else { throw .invalidValue(tag: descriptorTag, reason: "\(numbers.count) values, 3 expected") }
            // 0 entries means 65,536; a first value written as SS reads negative.
            let entries = numbers[0] == 0 ? 65_536 : Int(numbers[0]) & 0xFFFF, firstMapped = Int(numbers[1]), bits = Int(numbers[2])
            guard entries > 0, bits == 8 || bits == 16 else {
                throw .invalidValue(tag: descriptorTag, reason: "\(entries) entries of \(bits) bits (8 or 16 expected)")
            }
            if let first, first != (entries, firstMapped, bits) {
                throw .invalidValue(tag: descriptorTag, reason: "it disagrees with the red table's descriptor")
            }
            first = (entries, firstMapped, bits)
            guard let data = dataSet.bytes(dataTag) else { throw .missingElement(dataTag) }
            tables.append(try Self.entries(data, count: entries, bits: bits, tag: dataTag, isBigEndian: dataSet.isBigEndian))
        }
        guard let first else { throw .missingElement(.redPaletteDescriptor) }
        firstMapped = first.firstMapped
        bits = first.bits
        red = tables[0]
        green = tables[1]
        blue = tables[2]
    }

    /// `count` entries from `data`: 16-bit words, or 8-bit entries packed two to a word (PS3.3 C.7.6.3.1.6
    /// allows both; the length tells).
    private static func entries(
        _ data: ArraySlice<UInt8>, count: Int, bits: Int, tag: DICOMTag, isBigEndian: Bool
    ) throws(DICOMError) -> [UInt16] {
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

    /// The red, green and blue of stored value `value`.
    func colour(of value: Int) -> (UInt16, UInt16, UInt16) {
        let index = min(max(value - firstMapped, 0), red.count - 1)
        return (red[index], green[index], blue[index])
    }
}
