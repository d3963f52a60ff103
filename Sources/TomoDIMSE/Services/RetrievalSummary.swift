import Foundation

/// What a retrieval brought: the files written (in the order they arrived) and the sub-operations the peer
/// counted, with the instances Tomo could not keep and why.
public struct RetrievalSummary: Sendable, Hashable {
    public var files: [URL] = []
    public var completed = 0
    public var failed = 0
    public var warnings = 0
    /// Instances received that could not be written: "SOP … : why".
    public var refused: [String] = []

    public init() {}
}

/// How far a retrieval is: instances received, and those the peer says remain (once it says).
public struct RetrievalProgress: Sendable, Hashable {
    public var received: Int
    public var remaining: Int?

    public init(received: Int, remaining: Int?) {
        self.received = received
        self.remaining = remaining
    }
}
