import Foundation

/// Writes DICOM JSON data sets as Explicit VR Little Endian bytes (PS3.5 7.1.2), for `DataSetParser`.
struct DICOMJSONEncoder {
    private(set) var bytes: [UInt8] = []

    /// Encodes the elements of an object's `members` in tag order; `depth` counts the sequences around it.
    mutating func encode(_ members: [DICOMJSONNode.Member], depth: Int) throws(DICOMError) {
        guard depth <= DataSetParser.maximumDepth else { throw .invalidJSON("sequences nested deeper than \(DataSetParser.maximumDepth)") }
        var elements: [(DICOMTag, DICOMJSONNode)] = []
        elements.reserveCapacity(members.count)
        for member in members {
            let (key, value) = (member.key, member.value)
            guard key.utf8.count == 8, let number = UInt32(key, radix: 16) else { throw .invalidJSON("\"\(key)\" is not a tag") }
            guard case .object = value else { throw .invalidJSON("\(key) is not an object") }
            elements.append((DICOMTag(UInt16(number >> 16), UInt16(number & 0xFFFF)), value))
        }
        elements.sort { ($0.0.group, $0.0.element) < ($1.0.group, $1.0.element) }
        for (tag, attribute) in elements {
            try encode(tag, attribute, depth: depth)
        }
    }

    private mutating func encode(_ tag: DICOMTag, _ attribute: DICOMJSONNode, depth: Int) throws(DICOMError) {
        guard case .string(let code)? = attribute["vr"], let vr = ValueRepresentation(rawValue: code) else {
            throw .invalidJSON("\(tag) has no valid vr")
        }
        if attribute["BulkDataURI"] != nil { return }  // its bytes are elsewhere
        let values: [DICOMJSONNode]
        if case .array(let array)? = attribute["Value"] { values = array } else { values = [] }
        if vr == .SQ {
            try encodeSequence(tag, values, depth: depth)
            return
        }
        let value: [UInt8]
        if case .string(let inline)? = attribute["InlineBinary"] {
            guard let decoded = Data(base64Encoded: inline) else { throw .invalidJSON("\(tag)'s InlineBinary is not base64") }
            value = Array(decoded)
        } else {
            value = try Self.value(of: values, vr: vr, tag: tag)
        }
        try appendHeader(tag, vr: vr, length: value.count + value.count % 2)
        bytes += value
        if value.count % 2 == 1 { bytes.append(vr == .UI || !Self.textVRs.contains(vr) ? 0 : 0x20) }
    }

    private mutating func encodeSequence(_ tag: DICOMTag, _ items: [DICOMJSONNode], depth: Int) throws(DICOMError) {
        var body = DICOMJSONEncoder()
        for (index, item) in items.enumerated() {
            guard case .object(let members) = item else { throw .invalidJSON("item \(index) of \(tag) is not an object") }
            var itemEncoder = DICOMJSONEncoder()
            try itemEncoder.encode(members, depth: depth + 1)
            body.bytes += Self.littleEndian(UInt16(0xFFFE)) + Self.littleEndian(UInt16(0xE000))
            body.bytes += Self.littleEndian(UInt32(itemEncoder.bytes.count)) + itemEncoder.bytes
        }
        try appendHeader(tag, vr: .SQ, length: body.bytes.count)
        bytes += body.bytes
    }

    private mutating func appendHeader(_ tag: DICOMTag, vr: ValueRepresentation, length: Int) throws(DICOMError) {
        bytes += Self.littleEndian(tag.group) + Self.littleEndian(tag.element) + Array(vr.rawValue.utf8)
        if vr.hasLongLength {
            guard length < 0xFFFF_FFFF else { throw .invalidJSON("\(tag)'s value is too long") }
            bytes += [0, 0] + Self.littleEndian(UInt32(length))
        } else {
            guard length <= 0xFFFE else { throw .invalidJSON("\(tag)'s value is too long for a \(vr.rawValue)") }
            bytes += Self.littleEndian(UInt16(length))
        }
    }

    /// VRs whose values are text, padded with a space.
    private static let textVRs: Set<ValueRepresentation> = [.AE, .AS, .CS, .DA, .DS, .DT, .IS, .LO, .LT, .PN, .SH, .ST, .TM, .UC, .UI, .UR, .UT]

    /// The bytes of `values` as `vr` encodes them.
    private static func value(of values: [DICOMJSONNode], vr: ValueRepresentation, tag: DICOMTag) throws(DICOMError) -> [UInt8] {
        func number(_ value: DICOMJSONNode) throws(DICOMError) -> Double {
            // From its text, as written: the nearest double to it.
            if case .number(let text) = value, let number = Double(text) { return number }
            if case .string(let text) = value, let number = Double(text.trimmingCharacters(in: .whitespaces)) { return number }
            throw .invalidJSON("\(tag) holds \(value.text), not a number")
        }
        func integer<T: FixedWidthInteger>(_ value: DICOMJSONNode, as type: T.Type) throws(DICOMError) -> [UInt8] {
            let number = try number(value)
            guard let exact = T(exactly: number) else { throw .invalidJSON("\(tag) holds \(number), not a \(vr.rawValue)") }
            return littleEndian(exact)
        }
        var out: [UInt8] = []
        switch vr {
        case .US: for value in values { out += try integer(value, as: UInt16.self) }
        case .SS: for value in values { out += try integer(value, as: Int16.self) }
        case .UL: for value in values { out += try integer(value, as: UInt32.self) }
        case .SL: for value in values { out += try integer(value, as: Int32.self) }
        case .UV: for value in values { out += try integer(value, as: UInt64.self) }
        case .SV: for value in values { out += try integer(value, as: Int64.self) }
        case .FL: for value in values { out += littleEndian(Float(try number(value)).bitPattern) }
        case .FD: for value in values { out += littleEndian(try number(value).bitPattern) }
        case .AT:
            for value in values {
                guard case .string(let text) = value, text.utf8.count == 8, let tag = UInt32(text, radix: 16) else {
                    throw .invalidJSON("\(tag) holds \(value.text), not a tag")
                }
                out += littleEndian(UInt16(tag >> 16)) + littleEndian(UInt16(tag & 0xFFFF))
            }
        case .OB, .OD, .OF, .OL, .OV, .OW, .UN:
            guard values.isEmpty else { throw .invalidJSON("\(tag) (\(vr.rawValue)) has a Value; binary data comes as InlineBinary") }
        case .SQ:
            break
        default:
            out = Array(try values.map { (value) throws(DICOMError) in try text(of: value, vr: vr, tag: tag) }.joined(separator: "\\").utf8)
        }
        return out
    }

    /// One text value: a string, a number (DS, IS) or a person name's groups (PN).
    private static func text(of value: DICOMJSONNode, vr: ValueRepresentation, tag: DICOMTag) throws(DICOMError) -> String {
        switch value {
        case .null: return ""
        case .object where vr == .PN:
            let groups = ["Alphabetic", "Ideographic", "Phonetic"].map { key -> String in
                if case .string(let text)? = value[key] { text } else { "" }
            }
            var joined = groups.joined(separator: "=")
            while joined.hasSuffix("=") { joined.removeLast() }
            return joined
        case .string(let text), .number(let text): return text  // a number as the JSON wrote it
        default: throw .invalidJSON("\(tag) holds \(value.text), not a \(vr.rawValue) value")
        }
    }

    private static func littleEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        withUnsafeBytes(of: value.littleEndian, Array.init)
    }
}
