/// What an import did: files new to the library, changed since they were imported, the same, and each file
/// left out with why.
public struct ImportSummary: Sendable, Hashable {
    /// A file left out, and why, in people's words.
    public struct Skip: Sendable, Hashable, CustomStringConvertible {
        public var path: String
        public var reason: String

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        public var description: String { "\(path): \(reason)" }
    }

    /// Instances new to the library.
    public var added = 0
    /// Instances whose file changed (size or modification time), moved, or now holds another instance.
    public var updated = 0
    /// Files already in the library as they are: not read again.
    public var unchanged = 0
    /// Instances whose file now holds none the library can take (another file's instance, or no image).
    public var removed = 0
    /// Files left out.
    public var skipped: [Skip] = []
    /// Files read and kept whose images cannot load (a file that ends inside its pixel data), with why: their
    /// images keep their places in their series, as a scan of the files keeps them.
    public var damaged: [Skip] = []
    /// The studies of the files added, updated or unchanged.
    public var studies: Set<String> = []
    /// Whether the import was stopped before its last file (what it had done is kept).
    public var isCancelled = false

    public init() {}

    /// The summary in one line: "108 new, 0 updated, 0 unchanged, 3 skipped in 1 study" (", 1 removed" after
    /// the skipped when an instance left its file, ", 1 damaged" when a file kept cannot load its image).
    public var line: String {
        let studyCount = studies.count == 1 ? "1 study" : "\(studies.count) studies"
        return "\(added) new, \(updated) updated, \(unchanged) unchanged, \(skipped.count) skipped"
            + (removed > 0 ? ", \(removed) removed" : "") + (damaged.isEmpty ? "" : ", \(damaged.count) damaged")
            + " in \(studyCount)" + (isCancelled ? " (stopped before the end)" : "")
    }

    mutating func merge(_ other: ImportSummary) {
        added += other.added
        updated += other.updated
        unchanged += other.unchanged
        removed += other.removed
        skipped += other.skipped
        damaged += other.damaged
        studies.formUnion(other.studies)
    }
}
