/// A data set Tomo makes, to write as DICOM (a measurement report): elements by tag, each with its VR and
/// value, written in tag order by `encoded()` (Explicit VR Little Endian) or as a file by `DICOMFileWriter`.
public struct DataSetBuilder: Sendable {
    /// What an element holds.
    public enum Value: Sendable, Hashable {
        /// Text values (a string VR), written joined by backslashes.
        case strings([String])
        /// The value's bytes as written (little endian numbers: `FD`, `FL`, `US`, `UL`, `OB`, …).
        case bytes([UInt8])
        /// A sequence's items.
        case items([DataSetBuilder])
    }

    /// The elements, by tag.
    public private(set) var elements: [DICOMTag: (vr: ValueRepresentation, value: Value)] = [:]

    public init() {}

    /// Sets `tag` to text values `values` of string VR `vr` (none: an empty element).
    public mutating func set(_ tag: DICOMTag, _ vr: ValueRepresentation, _ values: [String]) {
        elements[tag] = (vr, .strings(values))
    }

    /// Sets `tag` to text value `value` of string VR `vr`.
    public mutating func set(_ tag: DICOMTag, _ vr: ValueRepresentation, _ value: String) {
        set(tag, vr, [value])
    }

    /// Sets `tag` to the sequence of `items`.
    public mutating func set(_ tag: DICOMTag, items: [DataSetBuilder]) {
        elements[tag] = (.SQ, .items(items))
    }

    /// Sets `tag` to 32-bit floats (`FL`).
    public mutating func set(_ tag: DICOMTag, floats: [Float]) {
        elements[tag] = (.FL, .bytes(floats.flatMap { Self.littleEndian($0.bitPattern) }))
    }

    /// Sets `tag` to 64-bit floats (`FD`).
    public mutating func set(_ tag: DICOMTag, doubles: [Double]) {
        elements[tag] = (.FD, .bytes(doubles.flatMap { Self.littleEndian($0.bitPattern) }))
    }

    /// Sets `tag` to unsigned 16-bit numbers (`US`).
    public mutating func set(_ tag: DICOMTag, unsignedShorts: [UInt16]) {
        elements[tag] = (.US, .bytes(unsignedShorts.flatMap { Self.littleEndian($0) }))
    }

    /// Sets `tag` to bytes of VR `vr` (`OB`, `UN`), padded to an even length with a zero.
    public mutating func set(_ tag: DICOMTag, _ vr: ValueRepresentation, bytes: [UInt8]) {
        elements[tag] = (vr, .bytes(bytes))
    }

    /// Copies element `tag` of `dataSet` as it is, if it has one (a patient's name, a study's date): its VR and
    /// value bytes (little-endian: the numbers of a big-endian data set byte-swapped), a sequence item by item.
    public mutating func copy(_ tag: DICOMTag, from dataSet: DataSet) {
        guard let element = dataSet[tag] else { return }
        switch element.value {
        case .bytes:
            var bytes = Array(dataSet.bytes(tag) ?? [])
            if dataSet.isBigEndian { Self.swapBytes(of: &bytes, vr: element.vr) }
            elements[tag] = (element.vr, .bytes(bytes))
        case .sequence(let items):
            elements[tag] = (.SQ, .items(items.map(Self.init(copying:))))
        case .encapsulated:
            return
        }
    }

    /// Sets `tag` to `value` with VR `vr` as it is.
    public mutating func set(_ tag: DICOMTag, _ vr: ValueRepresentation, value: Value) {
        elements[tag] = (vr, value)
    }

    /// Removes element `tag`, returning what it held.
    @discardableResult
    public mutating func remove(_ tag: DICOMTag) -> (vr: ValueRepresentation, value: Value)? {
        elements.removeValue(forKey: tag)
    }

    /// Reverses the byte order of each number in `bytes`, a value of VR `vr` (`OW` in 16-bit words, `AT` in
    /// its two halves): big-endian to little-endian, or back. Text and bytes are left alone.
    static func swapBytes(of bytes: inout [UInt8], vr: ValueRepresentation) {
        let width: Int
        switch vr {
        case .US, .SS, .OW, .AT: width = 2
        case .UL, .SL, .FL, .OL, .OF: width = 4
        case .FD, .OD, .SV, .UV, .OV: width = 8
        default: return
        }
        for start in stride(from: 0, to: bytes.count - width + 1, by: width) {
            bytes[start..<start + width].reverse()
        }
    }

    /// Every element of `dataSet` but encapsulated pixel data, copied.
    public init(copying dataSet: DataSet) {
        for tag in dataSet.elements.keys { copy(tag, from: dataSet) }
    }

    /// Whether it has element `tag`.
    public func has(_ tag: DICOMTag) -> Bool { elements[tag] != nil }

    public static func == (lhs: DataSetBuilder, rhs: DataSetBuilder) -> Bool {
        lhs.elements.count == rhs.elements.count
            && lhs.elements.allSatisfy { tag, element in rhs.elements[tag].map { $0.vr == element.vr && $0.value == element.value } ?? false }
    }

    static func littleEndian<Number: FixedWidthInteger>(_ number: Number) -> [UInt8] {
        withUnsafeBytes(of: number.littleEndian, Array.init)
    }
}

extension DataSetBuilder: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements.count)
        for tag in elements.keys.sorted() { hasher.combine(tag) }
    }
}
