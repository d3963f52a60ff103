/// A presentation context Tomo proposes (PS3.8 9.3.2.2): an abstract syntax (a SOP class, or the
/// verification class) and the transfer syntaxes it can take it in, best first.
public struct PresentationContext: Sendable, Hashable {
    /// Odd, 1 to 255.
    public var id: UInt8
    /// The SOP Class UID the context is for.
    public var abstractSyntax: String
    /// The transfer syntax UIDs offered, the preferred first.
    public var transferSyntaxes: [String]

    /// Context `id` (odd, 1 to 255) proposing `transferSyntaxes` for `abstractSyntax`.
    public init(id: UInt8, abstractSyntax: String, transferSyntaxes: [String]) {
        self.id = id
        self.abstractSyntax = abstractSyntax
        self.transferSyntaxes = transferSyntaxes
    }
}

/// The peer's answer to one proposed presentation context (PS3.8 9.3.3.2).
public struct PresentationContextResult: Sendable, Hashable {
    public var id: UInt8
    /// Accepted, or why not.
    public var result: Result
    /// The transfer syntax the peer chose (meaningful when accepted).
    public var transferSyntax: String

    /// The answer `result` to context `id`, in `transferSyntax` when accepted.
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

        /// The result as people say it ("abstract syntax not supported").
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
    /// The SOP Class the roles are for.
    public var sopClassUID: String
    /// Whether the requestor may act as its user (SCU).
    public var isSCU: Bool
    /// Whether the requestor may act as its provider (SCP): what C-GET needs for storage.
    public var isSCP: Bool

    /// The roles for `sopClassUID`.
    public init(sopClassUID: String, isSCU: Bool, isSCP: Bool) {
        self.sopClassUID = sopClassUID
        self.isSCU = isSCU
        self.isSCP = isSCP
    }
}
