/// A table that maps values to display levels entry by entry (DICOM's VOI LUT): what a radiograph's file
/// may give instead of a window, its curve made for the image.
public struct LookupTable: Codable, Sendable, Hashable {
    /// The value the first entry is for; values below it take the first entry, above the last the last.
    public var firstMapped: Int
    /// Bits of each entry: its levels run from 0 to 2^bits − 1.
    public var bits: Int
    public var entries: [UInt16]

    public init(firstMapped: Int, bits: Int, entries: [UInt16]) {
        self.firstMapped = firstMapped
        self.bits = bits
        self.entries = entries
    }

    /// The entry of whole value `value`: the first entry's below the table, the last's above it (0 when it
    /// has none).
    public func entry(of value: Int) -> UInt16 {
        guard !entries.isEmpty else { return 0 }
        return entries[min(max(value - firstMapped, 0), entries.count - 1)]
    }

    /// The entry of `value` (rounded down to a whole value), scaled from its `bits` to 8 bits and rounded;
    /// an entry above the top level shows white. No entries: black.
    public func grayLevel(of value: Double) -> UInt8 {
        guard !entries.isEmpty, !value.isNaN else { return 0 }
        let offset = value.rounded(.down) - Double(firstMapped)
        let index = offset <= 0 ? 0 : offset >= Double(entries.count - 1) ? entries.count - 1 : Int(offset)
        let top = Double((1 << min(max(bits, 1), 16)) - 1)
        return UInt8((min(Double(entries[index]), top) / top * 255).rounded())
    }
}
