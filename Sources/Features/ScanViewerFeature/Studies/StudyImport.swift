import Foundation

/// Files and folders imported into a store of studies that takes them (a study library), as the study browser
/// shows it: how far, and what came of it.
public enum StudyImport {
    /// How far an import is: files looked at of all, and the studies they hold so far.
    public struct Progress: Sendable, Hashable {
        public var filesDone: Int
        public var fileCount: Int
        public var studyCount: Int

        public init(filesDone: Int, fileCount: Int, studyCount: Int) {
            self.filesDone = filesDone
            self.fileCount = fileCount
            self.studyCount = studyCount
        }
    }

    /// What an import did: its summary in one line ("109 new, 0 updated, 0 unchanged, 3 skipped in 2
    /// studies"), and each file left out with why.
    public struct Outcome: Sendable, Hashable {
        public var summary: String
        public var skipped: [String]

        public init(summary: String, skipped: [String]) {
            self.summary = summary
            self.skipped = skipped
        }
    }

    /// A server that takes no files was given some.
    public struct Refusal: Error, CustomStringConvertible {
        public var server: URL

        public init(server: URL) {
            self.server = server
        }

        public var description: String { "\(server.absoluteString) takes no files" }
    }

    /// Where an import is.
    public enum State: Sendable, Hashable {
        case importing(Progress)
        case imported(Outcome)
        case failed(message: String)
    }
}
