/// What a DIMSE command asks or answers (PS3.7 E.1, Command Field (0000,0100)).
public enum CommandField: UInt16, Sendable, Hashable {
    case storeRequest = 0x0001
    case storeResponse = 0x8001
    case getRequest = 0x0010
    case getResponse = 0x8010
    case findRequest = 0x0020
    case findResponse = 0x8020
    case moveRequest = 0x0021
    case moveResponse = 0x8021
    case echoRequest = 0x0030
    case echoResponse = 0x8030
    case cancelRequest = 0x0FFF

    /// Whether it answers a request.
    public var isResponse: Bool { rawValue & 0x8000 != 0 }
}

extension CommandField: CustomStringConvertible {
    /// As PS3.7 names it: `C-FIND-RSP`.
    public var description: String {
        let service: String = switch self {
        case .storeRequest, .storeResponse: "C-STORE"
        case .getRequest, .getResponse: "C-GET"
        case .findRequest, .findResponse: "C-FIND"
        case .moveRequest, .moveResponse: "C-MOVE"
        case .echoRequest, .echoResponse: "C-ECHO"
        case .cancelRequest: "C-CANCEL"
        }
        return service + (isResponse ? "-RSP" : "-RQ")
    }
}
