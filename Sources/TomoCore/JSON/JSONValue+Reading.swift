import Foundation

/// Reading JSON whose members are not all known in advance: a document's own fields are read from it, the
/// rest kept as they were to be written back.
extension JSONValue: Decodable {
    /// Any JSON value; an object's members in the order of their keys (JSON gives them no order).
    public init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: MemberKey.self) {
            let keys = object.allKeys.sorted { $0.stringValue < $1.stringValue }
            self = .object(try keys.map { ($0.stringValue, try object.decode(JSONValue.self, forKey: $0)) })
            return
        }
        if var array = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !array.isAtEnd { elements.append(try array.decode(JSONValue.self)) }
            self = .array(elements)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let value = try? single.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? single.decode(Int.self) {
            self = .number(value)
        } else if let value = try? single.decode(Double.self) {
            self = .decimal(value)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    /// The value parsed from JSON text `data`.
    /// - Throws: the decoder's error when `data` is not JSON.
    public init(parsing data: Data) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// An object's member `key`; nil when it has none or this is no object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value ?? nil
    }

    /// An object's members in order; nil for any other value.
    public var members: [(key: String, value: JSONValue?)]? {
        if case .object(let members) = self { members } else { nil }
    }

    /// A string's text; nil for any other value.
    public var string: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// A number's value, whole or not; nil for any other value.
    public var double: Double? {
        switch self {
        case .number(let number): Double(number)
        case .decimal(let number): number
        default: nil
        }
    }

    /// A whole number's value; nil for any other value.
    public var int: Int? {
        switch self {
        case .number(let number): number
        case .decimal(let number): number.rounded() == number && abs(number) < 1e15 ? Int(number) : nil
        default: nil
        }
    }

    /// An array's elements; nil for any other value.
    public var array: [JSONValue]? {
        if case .array(let elements) = self { elements } else { nil }
    }
}

extension JSONValue: Equatable {
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(one), .string(other)): one == other
        case let (.number(one), .number(other)): one == other
        case let (.bool(one), .bool(other)): one == other
        case let (.decimal(one), .decimal(other)): one == other
        case let (.array(one), .array(other)): one == other
        case (.null, .null): true
        case let (.object(one), .object(other)):
            one.count == other.count && zip(one, other).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }
}

/// An object member's key, whatever it says.
private struct MemberKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}
