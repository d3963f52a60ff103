import TomoSeries

extension StudyBrowser {
    /// The browser's heading.
    public nonisolated static let title = "Open a study from a PACS or the study library"

    /// A study as its row shows it.
    public struct Row: Sendable, Hashable {
        /// The Study Instance UID.
        public var id: String
        /// The patient: "Cranium, Test (ID 0051)".
        public var title: String
        /// "2024-01-15 · Head · CT · 1 series · 108 images".
        public var detail: String

        public init(id: String, title: String, detail: String) {
            self.id = id
            self.title = title
            self.detail = detail
        }
    }

    /// The studies found, as rows.
    public var rows: [Row] {
        studies.map { study in
            let patient = study.patientName.flatMap(StudyText.personName) ?? "Unnamed patient"
            let title = patient + (study.patientID.map { $0.isEmpty ? "" : " (ID \($0))" } ?? "")
            let counts = [
                study.seriesCount.map { "\($0) series" },
                study.instanceCount.map { "\($0) image\($0 == 1 ? "" : "s")" },
            ]
            let parts = [study.studyDate.flatMap(StudyText.date), study.description, study.modalities.joined(separator: ", ")]
                + counts + [study.accessionNumber.map { "accession \($0)" }]
            return Row(
                id: study.studyInstanceUID, title: title,
                detail: parts.compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: " · "))
        }
    }

    /// What the search came to: "Searching…", "3 studies", "No study matches.", or why it failed.
    public var statusText: String {
        switch phase {
        case .idle: ""
        case .searching: "Searching…"
        case .found: studies.isEmpty ? "No study matches." : "\(studies.count) stud\(studies.count == 1 ? "y" : "ies")"
        case .failed(let message): message
        case .needsCredentials: ""
        }
    }

    /// What the last import came to: "Importing 256 of 2000 files (1 study)…", "Imported: 109 new, 0 updated,
    /// 0 unchanged, 3 skipped in 2 studies", or why it failed; nil before any.
    public var importText: String? {
        switch importState {
        case nil: nil
        case .importing(let progress):
            progress.fileCount == 0 ? "Importing…"
                : "Importing \(progress.filesDone) of \(progress.fileCount) files (\(progress.studyCount) stud\(progress.studyCount == 1 ? "y" : "ies"))…"
        case .imported(let outcome): "Imported: \(outcome.summary)"
        case .failed(let message): "Could not import: \(message)"
        }
    }

    /// Whether an import is under way.
    public var isImporting: Bool {
        if case .importing = importState { true } else { false }
    }

    /// The title of the button that imports a folder.
    public nonisolated static let importTitle = "Import Folder…"

    /// Whether a search is under way.
    public var isSearching: Bool { phase == .searching }

    /// The sign-in to show while the server wants credentials.
    public var signInPrompt: SignInPrompt? {
        guard case .needsCredentials(let server, let refused) = phase else { return nil }
        return SignInPrompt.asking(server, refused: refused)
    }
}
