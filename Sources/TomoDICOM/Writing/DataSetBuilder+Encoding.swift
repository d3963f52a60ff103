/// Writing a made data set as DICOM's Explicit VR Little Endian (PS3.5 7.1.2), or Implicit VR Little Endian
/// (7.1.3, what a DIMSE peer may choose): elements in tag order, every value padded to an even length (UI
/// with a zero byte, other text with a space, bytes with a zero), sequences and items of defined length.
extension DataSetBuilder {
    /// The encoded data set, with each element's VR unless `implicitVR`.
    /// - Throws: `DICOMWriteError` when a value is longer than its VR's length field holds.
    public func encoded(implicitVR: Bool = false) throws(DICOMWriteError) -> [UInt8] {
        var bytes: [UInt8] = []
        for tag in elements.keys.sorted() {
            let (vr, value) = elements[tag]!
            try Self.append(tag: tag, vr: vr, value: value, implicitVR: implicitVR, to: &bytes)
        }
        return bytes
    }

    /// The data set in `transferSyntax`: one of the uncompressed little-endian ones, or an encapsulated one (its
    /// elements in Explicit VR Little Endian; the compressed pixel data is the caller's to write after them).
    /// - Throws: `DICOMWriteError` when a value is too long, or for a big-endian or deflated transfer syntax.
    public func encoded(in transferSyntax: TransferSyntax) throws(DICOMWriteError) -> [UInt8] {
        guard !transferSyntax.isBigEndian, !transferSyntax.isDeflated else {
            throw .unsupportedTransferSyntax(transferSyntax.uid)
        }
        return try encoded(implicitVR: !transferSyntax.isExplicitVR)
    }

    private static func append(
        tag: DICOMTag, vr: ValueRepresentation, value: Value, implicitVR: Bool, to bytes: inout [UInt8]
    ) throws(DICOMWriteError) {
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
                let encoded = try item.encoded(implicitVR: implicitVR)
                content += littleEndian(UInt16(0xFFFE)) + littleEndian(UInt16(0xE000)) + littleEndian(UInt32(encoded.count)) + encoded
            }
        }
        bytes += littleEndian(tag.group) + littleEndian(tag.element)
        if implicitVR {
            guard content.count < Int(UInt32.max) else { throw DICOMWriteError.tooLong(tag, content.count) }
            bytes += littleEndian(UInt32(content.count))
        } else if vr.hasLongLength {
            bytes += Array(vr.rawValue.utf8)
            guard content.count < Int(UInt32.max) else { throw DICOMWriteError.tooLong(tag, content.count) }
            bytes += [0, 0] + littleEndian(UInt32(content.count))
        } else {
            bytes += Array(vr.rawValue.utf8)
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
    /// Tomo writes data sets only in the uncompressed little-endian transfer syntaxes.
    case unsupportedTransferSyntax(String)

    public var description: String {
        switch self {
        case let .tooLong(tag, count): "\(tag.nameAndTag) holds \(count) bytes, more than its value representation allows"
        case let .unsupportedTransferSyntax(uid): "Tomo writes no data set in transfer syntax \(uid)"
        }
    }
}
