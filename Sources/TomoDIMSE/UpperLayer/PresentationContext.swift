/// A presentation context Tomo proposes (PS3.8 9.3.2.2): an abstract syntax (a SOP class, or the
/// verification class) and the transfer syntaxes it can take it in, best first.
public struct PresentationContext: Sendable, Hashable {
    /// Odd, 1 to 255.
    public var id: UInt8
    public var abstractSyntax: String
    public var transferSyntaxes: [String]

    public init(id: UInt8, abstractSyntax: String, transferSyntaxes: [String]) {
        self.id = id
        self.abstractSyntax = abstractSyntax
        self.transferSyntaxes = transferSyntaxes
    }
}

/// The peer's answer to one proposed presentation context (PS3.8 9.3.3.2).
public struct PresentationContextResult: Sendable, Hashable {
    public var id: UInt8
    public var result: Result
    /// The transfer syntax the peer chose (meaningful when accepted).
    public var transferSyntax: String

    public init(id: UInt8, result: Result, transferSyntax: String) {
        self.id = id
        self.result = result
        self.transferSyntax = transferSyntax
    }

    /// PS3.8 Table 9-18.
    public enum Result: UInt8, Sendable, Hashable, CustomStringConvertible {
        case acceptance = 0
        case userRejection = 1
        case noReason = 2
        case abstractSyntaxNotSupported = 3
        case transferSyntaxesNotSupported = 4

        public var description: String {
            switch self {
            case .acceptance: "accepted"
            case .userRejection: "refused by the peer"
            case .noReason: "refused, no reason given"
            case .abstractSyntaxNotSupported: "not supported by the peer"
            case .transferSyntaxesNotSupported: "refused: the peer takes none of the transfer syntaxes offered"
            }
        }
    }
}

/// An SCP/SCU role selection (PS3.7 D.3.3.4): for C-GET, Tomo asks to be the storage SCP of each class it
/// retrieves.
public struct RoleSelection: Sendable, Hashable {
    public var sopClassUID: String
    public var isSCU: Bool
    public var isSCP: Bool

    public init(sopClassUID: String, isSCU: Bool, isSCP: Bool) {
        self.sopClassUID = sopClassUID
        self.isSCU = isSCU
        self.isSCP = isSCP
    }
}
