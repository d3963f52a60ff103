/// A DICOM data set: its elements by tag, over the buffer that holds their values.
public struct DataSet: Sendable {
    /// The bytes the values are ranges of.
    public let buffer: DICOMBuffer
    /// Binary values are big-endian (Explicit VR Big Endian).
    public let isBigEndian: Bool
    /// Its elements by tag, ascending (nested sequences hold their own data sets).
    public private(set) var elements: DataElements

    init(buffer: DICOMBuffer, isBigEndian: Bool, elements: DataElements) {
        self.buffer = buffer
        self.isBigEndian = isBigEndian
        self.elements = elements
    }

    /// The element `tag`, nil when the data set has none.
    public subscript(tag: DICOMTag) -> DataElement? { elements[tag] }

    /// The element's value bytes, nil if absent or not a plain value.
    public func bytes(_ tag: DICOMTag) -> ArraySlice<UInt8>? {
        guard case .bytes(let range)? = elements[tag]?.value else { return nil }
        return buffer.bytes[range]
    }

    /// A text value without its padding (trailing spaces and NULs, leading spaces), nil if absent or empty.
    /// Multiple values stay joined by backslashes.
    public func string(_ tag: DICOMTag) -> String? {
        guard let bytes = bytes(tag) else { return nil }
        let text = Self.decode(bytes).trimmingPadding
        return text.isEmpty ? nil : text
    }

    /// Each of a text element's values, trimmed (`["-125", "-125", "40"]`).
    public func strings(_ tag: DICOMTag) -> [String] {
        guard let bytes = bytes(tag) else { return [] }
        return Self.decode(bytes).split(separator: "\\", omittingEmptySubsequences: false).map { String($0).trimmingPadding }
    }

    /// The numbers of a numeric element: decimal or integer strings (DS, IS) or binary numbers (US, SS,
    /// UL, SL, FL, FD). nil if absent, empty, or a value is not a number.
    public func numbers(_ tag: DICOMTag) -> [Double]? {
        guard let element = elements[tag], case .bytes(let range) = element.value, !range.isEmpty else { return nil }
        let width: Int
        switch element.vr {
        case .US, .SS: width = 2
        case .UL, .SL, .FL: width = 4
        case .FD: width = 8
        default:
            return decimalNumbers(buffer.bytes[range])
        }
        guard range.count % width == 0 else { return nil }
        return stride(from: range.lowerBound, to: range.upperBound, by: width).map { binaryNumber(at: $0, vr: element.vr) }
    }

    /// The first number of a numeric element.
    public func number(_ tag: DICOMTag) -> Double? { numbers(tag)?.first }

    /// The first number of a numeric element, if it is a whole number that fits an `Int`.
    public func integer(_ tag: DICOMTag) -> Int? {
        guard let number = number(tag), number.rounded() == number, abs(number) < 0x1p62 else { return nil }
        return Int(number)
    }

    /// The items of a sequence; an element of unknown VR holding a defined-length sequence (Implicit VR
    /// with a tag Tomo has no VR for) is read as one on demand. nil if absent or not a sequence.
    public func sequence(_ tag: DICOMTag) -> [DataSet]? {
        switch elements[tag]?.value {
        case .sequence(let items)?: return items
        case .bytes(let range)? where elements[tag]?.vr == .UN:
            var parser = DataSetParser(buffer: buffer, isExplicitVR: false, isBigEndian: false, position: range.lowerBound)
            return try? parser.parseSequence(end: range.upperBound, limit: range.upperBound, depth: 1)
        default: return nil
        }
    }

    /// The numbers of a text value (`strings` read as numbers), straight from its bytes: each value without its
    /// padding, read as `Double` reads text; nil where one is not a number.
    private func decimalNumbers(_ bytes: ArraySlice<UInt8>) -> [Double]? {
        var numbers: [Double] = []
        var start = bytes.startIndex
        while true {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\\")) ?? bytes.endIndex
            // Trimmed by its bounds, not by removing from a slice of the shared bytes (which copies them).
            var (low, high) = (start, end)
            while high > low, bytes[high - 1] == UInt8(ascii: " ") || bytes[high - 1] == 0 { high -= 1 }
            while low < high, bytes[low] == UInt8(ascii: " ") { low += 1 }
            guard let number = bytes[low..<high].withUnsafeBufferPointer(DecimalText.number) else { return nil }
            numbers.append(number)
            guard end < bytes.endIndex else { return numbers }
            start = end + 1
        }
    }

    private func binaryNumber(at offset: Int, vr: ValueRepresentation) -> Double {
        let bytes = buffer.bytes
        var bits: UInt64 = 0
        let width = vr == .FD ? 8 : (vr == .US || vr == .SS ? 2 : 4)
        for index in 0..<width {
            let byte = UInt64(bytes[offset + (isBigEndian ? width - 1 - index : index)])
            bits |= byte << (8 * UInt64(index))
        }
        switch vr {
        case .US: return Double(UInt16(truncatingIfNeeded: bits))
        case .SS: return Double(Int16(bitPattern: UInt16(truncatingIfNeeded: bits)))
        case .UL: return Double(UInt32(truncatingIfNeeded: bits))
        case .SL: return Double(Int32(bitPattern: UInt32(truncatingIfNeeded: bits)))
        case .FL: return Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits)))
        default: return Double(bitPattern: bits)
        }
    }

    /// Text as UTF-8 (of which ASCII, the default repertoire, is part), else as ISO 8859-1.
    private static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        String(validating: bytes, as: UTF8.self) ?? String(bytes.map { Character(UnicodeScalar($0)) })
    }
}

extension String {
    /// Without DICOM's padding: trailing spaces and NULs, leading spaces.
    fileprivate var trimmingPadding: String {
        var scalars = Substring(self).unicodeScalars
        while let last = scalars.last, last == " " || last == "\0" { scalars.removeLast() }
        while let first = scalars.first, first == " " { scalars.removeFirst() }
        return String(scalars)
    }
}
