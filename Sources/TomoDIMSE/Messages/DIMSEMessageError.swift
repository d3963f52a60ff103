/// Why a DIMSE message from a peer cannot be taken, in people's words.
public enum DIMSEMessageError: Error, Sendable, Hashable, CustomStringConvertible {
    case malformedCommand(String)
    case unknownCommand(UInt16)
    /// A fragment in a presentation context the association did not accept.
    case unknownContext(UInt8)
    /// A data set fragment before its command, or a command fragment after its last.
    case outOfOrder(String)
    /// A message larger than Tomo takes.
    case tooLarge(Int)

    public var description: String {
        switch self {
        case .malformedCommand(let why): "a DIMSE command that cannot be read: \(why)"
        case .unknownCommand(let code): "a DIMSE command of unknown field 0x\(String(code, radix: 16, uppercase: true))"
        case .unknownContext(let id): "a message in presentation context \(id), which was not accepted"
        case .outOfOrder(let what): what
        case .tooLarge(let bytes): "a DIMSE message of more than \(bytes) bytes"
        }
    }
}
