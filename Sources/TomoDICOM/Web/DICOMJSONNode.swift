import Foundation

/// A JSON value as `DICOMJSONNode.parse` reads it: numbers kept as written (a DS or IS value is its text,
/// and `0.661468` stays the nearest double to it), objects as their members in order.
///
/// Foundation's `JSONSerialization` made every value an object of its own (a dictionary, an `NSNumber`) and
/// took more than half the time of reading a series' metadata; this reads the same JSON several times faster.
enum DICOMJSONNode {
    /// An object's member.
    struct Member {
        var key: String
        var value: DICOMJSONNode
    }

    case object([DICOMJSONNode.Member])
    case array([DICOMJSONNode])
    case string(String)
    /// A number's text, as written.
    case number(String)
    case bool(Bool)
    case null

    /// The value of member `key`, if this is an object that has one.
    subscript(key: String) -> DICOMJSONNode? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A short description for messages: a string or number as written, else the kind of value.
    var text: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string(let text): "\"\(text.prefix(40))\""
        case .number(let text): text
        case .bool(let value): String(value)
        case .null: "null"
        }
    }

    /// Arrays and objects nested deeper than this are refused (far deeper than DICOM's sequences may go).
    static let maximumDepth = 512

    /// The JSON document `data` (RFC 8259).
    /// - Throws: ``DICOMError/invalidJSON(_:)`` "not JSON (…)", saying what was wrong where.
    static func parse(_ data: Data) throws(DICOMError) -> DICOMJSONNode {
        let result = data.withUnsafeBytes { bytes in
            Result { () throws(DICOMError) in
                var parser = Parser(bytes: bytes)
                return try parser.document()
            }
        }
        return try result.get()
    }

    private struct Parser {
        let bytes: UnsafeRawBufferPointer
        var index = 0

        mutating func document() throws(DICOMError) -> DICOMJSONNode {
            let value = try self.value(depth: 0)
            skipSpace()
            guard index == bytes.count else { throw failure("more after the value") }
            return value
        }

        private mutating func value(depth: Int) throws(DICOMError) -> DICOMJSONNode {
            guard depth <= DICOMJSONNode.maximumDepth else { throw failure("nested deeper than \(DICOMJSONNode.maximumDepth) levels") }
            skipSpace()
            guard index < bytes.count else { throw failure("it ends where a value should be") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [Member] = []
                if try consume(UInt8(ascii: "}")) { return .object(members) }
                repeat {
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a member's name") }
                    let key = try string()
                    guard try consume(UInt8(ascii: ":")) else { throw failure("expected : after a member's name") }
                    members.append(Member(key: key, value: try value(depth: depth + 1)))
                } while try consume(UInt8(ascii: ","))
                guard try consume(UInt8(ascii: "}")) else { throw failure("expected , or } in an object") }
                return .object(members)
            case UInt8(ascii: "["):
                index += 1
                var elements: [DICOMJSONNode] = []
                if try consume(UInt8(ascii: "]")) { return .array(elements) }
                repeat {
                    elements.append(try value(depth: depth + 1))
                } while try consume(UInt8(ascii: ","))
                guard try consume(UInt8(ascii: "]")) else { throw failure("expected , or ] in an array") }
                return .array(elements)
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"):
                try literal("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try literal("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try literal("null")
                return .null
            default:
                return .number(try number())
            }
        }

        /// Skips white space, then consumes `byte` if it is next.
        private mutating func consume(_ byte: UInt8) throws(DICOMError) -> Bool {
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        private mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x0A, 0x0D, 0x09: index += 1
                default: return
                }
            }
        }

        private mutating func literal(_ word: StaticString) throws(DICOMError) {
            let count = word.utf8CodeUnitCount
            guard index + count <= bytes.count,
                  memcmp(bytes.baseAddress! + index, word.utf8Start, count) == 0
            else { throw failure("an unknown word") }
            index += count
        }

        /// A number (RFC 8259 6), as its text.
        private mutating func number() throws(DICOMError) -> String {
            let start = index
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard try digits() > 0 else { throw failure("expected a value") }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard try digits() > 0 else { throw failure("a number without digits after its point") }
            }
            if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard try digits() > 0 else { throw failure("a number without digits in its exponent") }
            }
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }

        private mutating func digits() throws(DICOMError) -> Int {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - start
        }

        /// A string (RFC 8259 7), its escapes resolved; the index is at its opening quote.
        private mutating func string() throws(DICOMError) -> String {
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
                guard bytes[index] >= 0x20 else { throw failure("a control character in a string") }
                index += 1
            }
            guard index < bytes.count else { throw failure("a string is not closed") }
            if bytes[index] == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index - 1]), as: UTF8.self)
            }
            var text = Array(UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
            while bytes[index] == UInt8(ascii: "\\") {
                index += 1
                guard index < bytes.count else { throw failure("a string is not closed") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hexQuad()
                    if (0xD800..<0xDC00).contains(scalar), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                       bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hexQuad()
                        guard (0xDC00..<0xE000).contains(low) else { throw failure("a broken surrogate pair") }
                        scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
                    }
                    text += Array(String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
                default:
                    throw failure("an unknown escape in a string")
                }
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
                    guard bytes[index] >= 0x20 else { throw failure("a control character in a string") }
                    text.append(bytes[index])
                    index += 1
                }
                guard index < bytes.count else { throw failure("a string is not closed") }
            }
            index += 1  // the closing quote
            return String(decoding: text, as: UTF8.self)
        }

        /// The four hexadecimal digits of a `\\u` escape.
        private mutating func hexQuad() throws(DICOMError) -> UInt32 {
            guard index + 4 <= bytes.count else { throw failure("a bad \\u escape") }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): digit = (byte | 0x20) - UInt8(ascii: "a") + 10
                default: throw failure("a bad \\u escape")
                }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }

        private func failure(_ reason: String) -> DICOMError {
            .invalidJSON("not JSON (\(bytes.count) bytes): \(reason) at byte \(index)")
        }
    }
}
