/// Why bytes from a peer are not a PDU Tomo can take (PS3.8 9.3), in people's words.
public enum PDUError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A length runs past the bytes there are.
    case truncated
    /// A PDU of a type PS3.8 does not define.
    case unknownType(UInt8)
    /// A PDU longer than Tomo takes (its maximum length, or 64 KiB for the others).
    case tooLong(type: UInt8, length: UInt32, limit: Int)
    /// A field with a value PS3.8 does not allow, e.g. a presentation context ID that is even.
    case invalid(String)

    public var description: String {
        switch self {
        case .truncated: "a PDU ends inside one of its fields"
        case .unknownType(let type): "a PDU of unknown type 0x\(String(type, radix: 16, uppercase: true))"
        case .tooLong(let type, let length, let limit):
            "a PDU of type 0x\(String(type, radix: 16, uppercase: true)) says it is \(length) bytes long, more than the \(limit) taken"
        case .invalid(let what): what
        }
    }
}
