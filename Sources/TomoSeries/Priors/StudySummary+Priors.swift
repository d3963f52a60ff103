import Foundation

extension StudySummary {
    /// This study's priors among `studies`: those of the same Patient ID, matched whole (a study naming no ID has
    /// none), of the same Issuer of Patient ID where both name one (the same ID from two hospitals is two
    /// patients), dated on or before this one, itself left out; the ones sharing a modality with it first, each group
    /// most recent first, undated ones last. A study dated after this one is a follow-up, not a prior.
    public func priors(among studies: [StudySummary]) -> [PriorStudy] {
        guard let patientID, !patientID.isEmpty else { return [] }
        let name = Self.comparableName(patientName)
        let wanted = Set(modalities.map { $0.uppercased() })
        let priors = studies.filter { study in
            guard study.patientID == patientID, study.studyInstanceUID != studyInstanceUID, sharesIssuer(with: study) else { return false }
            guard let date = study.studyDate, let current = studyDate else { return true }
            return date <= current
        }.map { study in
            PriorStudy(
                study: study, sharesModality: study.modalities.contains { wanted.contains($0.uppercased()) },
                patientNameDiffers: Self.comparableName(study.patientName) != name)
        }
        return priors.sorted { a, b in
            if a.sharesModality != b.sharesModality { return a.sharesModality }
            switch (a.study.studyDate, b.study.studyDate) {
            case (let x?, let y?) where x != y: return x > y
            case (nil, _?): return false
            case (_?, nil): return true
            default: return a.study.studyInstanceUID < b.study.studyInstanceUID
            }
        }
    }

    /// Whether `other`'s Patient ID can be this study's patient's by its issuer: the same issuer (ignoring case
    /// and spaces at either end), or one of the two names none.
    func sharesIssuer(with other: StudySummary) -> Bool {
        let (mine, theirs) = (Self.comparableIssuer(issuerOfPatientID), Self.comparableIssuer(other.issuerOfPatientID))
        return mine.isEmpty || theirs.isEmpty || mine == theirs
    }

    private static func comparableIssuer(_ issuer: String?) -> String {
        (issuer ?? "").trimmingCharacters(in: .whitespaces).uppercased()
    }

    /// A Patient Name as two spellings of one name compare: letter case, spaces at either end and empty trailing
    /// components (`DOE^JOHN^^` is `Doe^John`) aside.
    static func comparableName(_ name: String?) -> String {
        var components = (name ?? "").uppercased().split(separator: "^", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        while components.last?.isEmpty == true { components.removeLast() }
        return components.joined(separator: "^")
    }
}
