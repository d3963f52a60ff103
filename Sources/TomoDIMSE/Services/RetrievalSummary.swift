import Foundation

/// What a retrieval brought: the files written (in the order they arrived) and the sub-operations the peer
/// counted, with the instances Tomo could not keep and why.
public struct RetrievalSummary: Sendable, Hashable {
    /// The files written, in the order their instances arrived.
    public var files: [URL] = []
    /// Bytes of the instances written (their data sets as they came).
    public var bytes = 0
    /// Sub-operations the peer counted as completed.
    public var completed = 0
    /// Sub-operations the peer counted as failed.
    public var failed = 0
    /// Sub-operations the peer counted as completed with a warning.
    public var warnings = 0
    /// Instances received that could not be written: "SOP … : why".
    public var refused: [String] = []

    /// Nothing retrieved yet.
    public init() {}

    /// Takes the sub-operation counts of a C-GET or C-MOVE response, keeping the last ones it leaves out.
    mutating func count(_ response: CommandSet) {
        completed = Int(response.completedSubOperations ?? UInt16(clamping: completed))
        failed = Int(response.failedSubOperations ?? UInt16(clamping: failed))
        warnings = Int(response.warningSubOperations ?? UInt16(clamping: warnings))
    }
}

/// How far a retrieval is: instances received (and their bytes), and those the peer says remain (once it
/// says).
public struct RetrievalProgress: Sendable, Hashable {
    /// Instances received so far.
    public var received: Int
    /// Instances the peer says remain; nil until it says.
    public var remaining: Int?
    /// Bytes of the instances received so far.
    public var bytes: Int

    /// Progress with these counts.
    public init(received: Int, remaining: Int?, bytes: Int = 0) {
        self.received = received
        self.remaining = remaining
        self.bytes = bytes
    }
}
