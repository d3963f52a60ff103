/// How far an import is, told after each batch it commits.
public struct ImportProgress: Sendable, Hashable {
    /// Files looked at so far, of `fileCount`.
    public var filesDone: Int
    public var fileCount: Int
    /// Studies of the files imported so far.
    public var studyCount: Int
    /// Bytes of the files read or found unchanged so far.
    public var bytes: Int64

    public init(filesDone: Int, fileCount: Int, studyCount: Int, bytes: Int64) {
        self.filesDone = filesDone
        self.fileCount = fileCount
        self.studyCount = studyCount
        self.bytes = bytes
    }
}
