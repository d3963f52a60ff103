import TomoCore

extension StudyCatalog {
    /// Study `uid` as this catalog lists it; nil when it holds no such study.
    public func study(_ uid: String) async throws -> StudySummary? {
        try await studies(matching: StudyQuery(studyInstanceUID: uid)).first { $0.studyInstanceUID == uid }
    }

    /// The priors of `current` this catalog holds: its studies of `current`'s Patient ID, ordered as
    /// ``StudySummary/priors(among:)`` orders them (none for a study naming no ID).
    public func priors(of current: StudySummary) async throws -> [PriorStudy] {
        guard let patientID = current.patientID, !patientID.isEmpty else { return [] }
        return current.priors(among: try await studies(matching: StudyQuery(patientID: patientID)))
    }
}
