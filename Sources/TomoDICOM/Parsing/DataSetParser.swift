/// Reads the data elements of a data set from a buffer (PS3.5 7): Implicit or Explicit VR, either byte
/// order, sequences and items of defined and undefined length, encapsulated pixel data. Every length is
/// checked against the bytes that hold it before anything is read, so no length makes it read or
/// allocate past its buffer.
struct DataSetParser {
    /// Sequences nested deeper than this are refused (real files nest a handful).
    static let maximumDepth = 32

    let buffer: DICOMBuffer
    let isExplicitVR: Bool
    let isBigEndian: Bool
    /// Stop at the top-level pixel data (for reading headers).
    var stopsAtPixelData = false
    private(set) var position: Int
    /// Where the top-level pixel data starts, once a parse that stops at it has stopped there.
    private(set) var pixelDataStart: Int?
    /// The top-level elements read before a parse failed (what can be salvaged of a file cut short).
    private(set) var elementsBeforeFailure = DataElements()

    init(buffer: DICOMBuffer, isExplicitVR: Bool, isBigEndian: Bool, position: Int = 0) {
        self.buffer = buffer
        self.isExplicitVR = isExplicitVR
        self.isBigEndian = isBigEndian
        self.position = position
    }

    /// The elements up to `end` (or the buffer's end), or up to an item delimiter when `end` is nil and
    /// `inItem` is true; at the top level, while `continues` says yes to each next tag.
    mutating func parseDataSet(
        end: Int? = nil, depth: Int = 0, inItem: Bool = false, continues: (DICOMTag) -> Bool = { _ in true }
    ) throws(DICOMError) -> DataSet {
        guard depth <= Self.maximumDepth else { throw .tooDeeplyNested(offset: position) }
        let limit = end ?? buffer.count
        var elements = DataElements()
        while position < limit {
            guard limit - position >= 4 else { throw .truncated(tag: nil, offset: position) }
            let tag = peekTag()
            if inItem, tag == .itemDelimitation {
                position += 8
                guard position <= limit else { throw .truncated(tag: tag, offset: position - 8) }
                return DataSet(buffer: buffer, isBigEndian: isBigEndian, elements: elements)
            }
            if depth == 0, !continues(tag) { break }
            if depth == 0, stopsAtPixelData, tag == .pixelData {
                pixelDataStart = position
                break
            }
            let element: DataElement
            do {
                element = try parseElement(limit: limit, depth: depth)
            } catch {
                if depth == 0 { elementsBeforeFailure = elements }
                throw error
            }
            elements.insert(element)
        }
        if inItem, end == nil { throw .truncated(tag: .item, offset: position) }
        return DataSet(buffer: buffer, isBigEndian: isBigEndian, elements: elements)
    }

    /// The tag at the current position, not consumed.
    func peekTag() -> DICOMTag {
        DICOMTag(uint16(at: position), uint16(at: position + 2))
    }

    private mutating func parseElement(limit: Int, depth: Int) throws(DICOMError) -> DataElement {
        let start = position
        let tag = peekTag()
        var vr: ValueRepresentation
        var length: UInt32
        if isExplicitVR, tag.group != 0xFFFE {
            guard limit - position >= 8 else { throw .truncated(tag: tag, offset: start) }
            let first = buffer.bytes[position + 4], second = buffer.bytes[position + 5]
            guard let explicit = ValueRepresentation(first, second) else {
                throw .invalidVR(tag: tag, code: Self.printable(first, second), offset: start)
            }
            vr = explicit
            if vr.hasLongLength {
                guard limit - position >= 12 else { throw .truncated(tag: tag, offset: start) }
                length = uint32(at: position + 8)
                position += 12
            } else {
                length = UInt32(uint16(at: position + 6))
                position += 8
            }
        } else {
            guard limit - position >= 8 else { throw .truncated(tag: tag, offset: start) }
            vr = DICOMTag.entry(tag)?.vr ?? .UN
            length = uint32(at: position + 4)
            position += 8
        }
        if length == 0xFFFF_FFFF {
            if tag == .pixelData {
                return DataElement(tag: tag, vr: vr, value: .encapsulated(try parseFragments(limit: limit)))
            }
            guard vr == .SQ || vr == .UN else { throw .undefinedLength(tag: tag, offset: start) }
            // An undefined-length UN is a sequence in Implicit VR Little Endian (PS3.5 6.2.2).
            var items = self
            if vr == .UN { items = DataSetParser(buffer: buffer, isExplicitVR: false, isBigEndian: false, position: position) }
            let sequence = try items.parseSequence(end: nil, limit: limit, depth: depth + 1)
            position = items.position
            return DataElement(tag: tag, vr: .SQ, value: .sequence(sequence))
        }
        guard Int(length) <= limit - position else {
            throw .lengthPastEnd(tag: tag, length: length, offset: start, available: limit - position)
        }
        let end = position + Int(length)
        if vr == .SQ {
            let sequence = try parseSequence(end: end, limit: end, depth: depth + 1)
            position = end
            return DataElement(tag: tag, vr: vr, value: .sequence(sequence))
        }
        defer { position = end }
        return DataElement(tag: tag, vr: vr, value: .bytes(position..<end))
    }

    /// Items up to `end`, or up to the sequence delimiter when `end` is nil.
    mutating func parseSequence(end: Int?, limit: Int, depth: Int) throws(DICOMError) -> [DataSet] {
        guard depth <= Self.maximumDepth else { throw .tooDeeplyNested(offset: position) }
        var items: [DataSet] = []
        while end.map({ position < $0 }) ?? true {
            guard limit - position >= 8 else { throw .truncated(tag: .sequenceDelimitation, offset: position) }
            let tag = peekTag()
            let length = uint32(at: position + 4)
            let start = position
            position += 8
            if tag == .sequenceDelimitation { break }
            guard tag == .item else { throw .expectedItem(found: tag, offset: start) }
            if length == 0xFFFF_FFFF {
                items.append(try parseDataSet(end: nil, depth: depth, inItem: true))
            } else {
                guard Int(length) <= limit - position else {
                    throw .lengthPastEnd(tag: tag, length: length, offset: start, available: limit - position)
                }
                let itemEnd = position + Int(length)
                items.append(try parseDataSet(end: itemEnd, depth: depth))
                position = itemEnd
            }
        }
        return items
    }

    /// The offset table and fragments of encapsulated pixel data, up to the sequence delimiter.
    private mutating func parseFragments(limit: Int) throws(DICOMError) -> EncapsulatedPixelData {
        var offsets: [UInt32] = []
        var fragments: [(range: Range<Int>, offset: UInt32)] = []
        var isFirst = true
        var firstFragment = 0
        while true {
            guard limit - position >= 8 else { throw .truncated(tag: .pixelData, offset: position) }
            let tag = peekTag()
            let length = uint32(at: position + 4)
            let start = position
            if tag == .sequenceDelimitation {
                position += 8
                break
            }
            guard tag == .item else { throw .expectedItem(found: tag, offset: start) }
            position += 8
            guard length != 0xFFFF_FFFF, Int(length) <= limit - position else {
                throw .lengthPastEnd(tag: .pixelData, length: length, offset: start, available: limit - position)
            }
            let range = position..<position + Int(length)
            if isFirst {
                isFirst = false
                firstFragment = position + Int(length)
                offsets = (0..<Int(length) / 4).map { uint32(at: range.lowerBound + 4 * $0) }
            } else {
                fragments.append((range, UInt32(truncatingIfNeeded: start - firstFragment)))
            }
            position = range.upperBound
        }
        return EncapsulatedPixelData(offsets: offsets, fragments: fragments)
    }

    func uint16(at offset: Int) -> UInt16 {
        let value = UInt16(buffer.bytes[offset]) | UInt16(buffer.bytes[offset + 1]) << 8
        return isBigEndian ? value.byteSwapped : value
    }

    func uint32(at offset: Int) -> UInt32 {
        let bytes = buffer.bytes
        let value = UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
            | UInt32(bytes[offset + 3]) << 24
        return isBigEndian ? value.byteSwapped : value
    }

    private static func printable(_ first: UInt8, _ second: UInt8) -> String {
        [first, second].map { (0x20..<0x7F).contains($0) ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16) }
            .joined()
    }
}
