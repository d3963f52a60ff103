/// A PALETTE COLOR image's lookup tables (PS3.3 C.7.6.3.1.5–6): each stored value's red, green and blue.
struct PaletteColourTable: Sendable {
    /// The stored value the first entry is for; values below it take the first entry, above the last the last.
    var firstMapped: Int
    /// Bits of each entry: 8 or 16.
    var bits: Int
    var red: [UInt16]
    var green: [UInt16]
    var blue: [UInt16]

    /// The tables of `dataSet`, checked: three descriptors that agree, data of the length they say (whole
    /// tables, or segmented ones that expand to it).
    init(_ dataSet: DataSet) throws(DICOMError) {
        let isSegmented = dataSet[.segmentedRedPaletteData] != nil
        let descriptors: [(DICOMTag, DICOMTag)] = isSegmented
            ? [
                (.redPaletteDescriptor, .segmentedRedPaletteData), (.greenPaletteDescriptor, .segmentedGreenPaletteData),
                (.bluePaletteDescriptor, .segmentedBluePaletteData),
            ]
            : [(.redPaletteDescriptor, .redPaletteData), (.greenPaletteDescriptor, .greenPaletteData), (.bluePaletteDescriptor, .bluePaletteData)]
        var tables: [[UInt16]] = []
        var first: (entries: Int, firstMapped: Int, bits: Int)?
        for (descriptorTag, dataTag) in descriptors {
            let descriptor = try dataSet.lookupDescriptor(descriptorTag, isSigned: false, allowedBits: 8...16)
            guard descriptor.bits == 8 || descriptor.bits == 16 else {
                throw .invalidValue(tag: descriptorTag, reason: "\(descriptor.entries) entries of \(descriptor.bits) bits (8 or 16 expected)")
            }
            if let first, first != descriptor {
                throw .invalidValue(tag: descriptorTag, reason: "it disagrees with the red table's descriptor")
            }
            first = descriptor
            tables.append(
                isSegmented
                    ? try dataSet.segmentedLookupEntries(dataTag, count: descriptor.entries, bits: descriptor.bits)
                    : try dataSet.lookupEntries(dataTag, count: descriptor.entries, bits: descriptor.bits))
        }
        guard let first else { throw .missingElement(.redPaletteDescriptor) }
        firstMapped = first.firstMapped
        bits = first.bits
        red = tables[0]
        green = tables[1]
        blue = tables[2]
    }

    /// The red, green and blue of stored value `value`.
    func colour(of value: Int) -> (UInt16, UInt16, UInt16) {
        let index = min(max(value - firstMapped, 0), red.count - 1)
        return (red[index], green[index], blue[index])
    }
}
