/// A JSON value, written as `tomo` prints it: keys in the order given, and one line per element of an array of objects,
/// so that output reads like a table and `grep` finds a slice with its digest:
///
/// ```
/// {"series": "7DF9…", "slices": [
///   {"name": "EDA6…", "sha256": "f09f…", "width": 40, "height": 32},
///   {"name": "6394…", "error": "…answered 404 Not Found: …"}
/// ]}
/// ```
public enum JSONValue: Sendable {
    case string(String)
    case number(Int)
    case bool(Bool)
    /// A number with a fraction, written in Swift's shortest exact form (`0.9765625`, `-1024`); `null`
    /// if it is not finite.
    case decimal(Double)
    /// Members in order; members with a nil value are left out.
    case object([(key: String, value: JSONValue?)])
    case array([JSONValue])
    case null

    /// The JSON text.
    public var text: String {
        switch self {
        case .string(let string):
            return Self.quoted(string)
        case .number(let number):
            return String(number)
        case .bool(let value):
            return value ? "true" : "false"
        case .null:
            return "null"
        case .decimal(let number):
            guard number.isFinite else { return "null" }
            return number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .object(let members):
            let present = members.compactMap { member in member.value.map { (member.key, $0) } }
            return "{" + present.map { "\(Self.quoted($0)): \($1.text)" }.joined(separator: ", ") + "}"
        case .array(let elements):
            guard elements.contains(where: \.isObject) else {
                return "[" + elements.map(\.text).joined(separator: ", ") + "]"
            }
            return elements.isEmpty ? "[]" : "[\n" + elements.map { "  " + $0.text }.joined(separator: ",\n") + "\n]"
        }
    }

    private var isObject: Bool {
        if case .object = self { true } else { false }
    }

    /// `string` as a JSON string literal (RFC 8259: quote, backslash and control characters escaped).
    private static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
