/// How an import takes files in.
public struct ImportOptions: Sendable, Hashable {
    /// Whether files are copied into the library's own store (what a disc wants) rather than indexed where
    /// they are (a ZIP archive's inside it, read from there when opened).
    public var copiesFiles: Bool
    /// The most bytes a file inside a ZIP archive may expand to: one that says more, or turns out larger, is
    /// left out (a ZIP bomb), and nothing of it stays.
    public var largestArchivedFile: Int64

    public init(copiesFiles: Bool = false, largestArchivedFile: Int64 = 4 << 30) {
        self.copiesFiles = copiesFiles
        self.largestArchivedFile = largestArchivedFile
    }
}
