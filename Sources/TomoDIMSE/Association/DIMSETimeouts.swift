/// How long Tomo waits on a peer before it gives up (`--timeout`, each part configurable).
public struct DIMSETimeouts: Sendable, Hashable {
    /// For the TCP connection.
    public var connect: Duration
    /// For the answer to an association request, and to a release.
    public var association: Duration
    /// For each message (or fragment of one) once associated.
    public var message: Duration

    public init(connect: Duration = .seconds(10), association: Duration = .seconds(30), message: Duration = .seconds(60)) {
        self.connect = connect
        self.association = association
        self.message = message
    }
}
