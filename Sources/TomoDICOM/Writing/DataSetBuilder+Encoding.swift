/// Writing a made data set as DICOM's Explicit VR Little Endian (PS3.5 7.1.2): elements in tag order, every
/// value padded to an even length (UI with a zero byte, other text with a space, bytes with a zero),
/// sequences and items of defined length.
extension DataSetBuilder {
    /// The encoded data set.
    /// - Throws: `DICOMWriteError` when a value is longer than its VR's length field holds.
    public func encoded() throws(DICOMWriteError) -> [UInt8] {
        var bytes: [UInt8] = []
        for tag in elements.keys.sorted() {
            let (vr, value) = elements[tag]!
            try Self.append(tag: tag, vr: vr, value: value, to: &bytes)
        }
        return bytes
    }

    private static func append(tag: DICOMTag, vr: ValueRepresentation, value: Value, to bytes: inout [UInt8]) throws(DICOMWriteError) {
        var content: [UInt8]
        switch value {
        case .strings(let values):
            content = Array(values.joined(separator: "\\").utf8)
            if content.count % 2 == 1 { content.append(vr == .UI ? 0 : 0x20) }
        case .bytes(let raw):
            content = raw
            if content.count % 2 == 1 { content.append(0) }
        case .items(let items):
            content = []
            for item in items {
                let encoded = try item.encoded()
                content += littleEndian(UInt16(0xFFFE)) + littleEndian(UInt16(0xE000)) + littleEndian(UInt32(encoded.count)) + encoded
            }
        }
        bytes += littleEndian(tag.group) + littleEndian(tag.element) + Array(vr.rawValue.utf8)
        if vr.hasLongLength {
            guard content.count < Int(UInt32.max) else { throw DICOMWriteError.tooLong(tag, content.count) }
            bytes += [0, 0] + littleEndian(UInt32(content.count))
        } else {
            guard content.count <= Int(UInt16.max) else { throw DICOMWriteError.tooLong(tag, content.count) }
            bytes += littleEndian(UInt16(content.count))
        }
        bytes += content
    }
}

/// Why a data set could not be written.
public enum DICOMWriteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Element `tag`'s value has more bytes than its VR's length field holds.
    case tooLong(DICOMTag, Int)

    public var description: String {
        switch self {
        case let .tooLong(tag, count): "\(tag.nameAndTag) holds \(count) bytes, more than its value representation allows"
        }
    }
}
