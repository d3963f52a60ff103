extension StudySummary {
    /// The studies `series` belong to (a folder's or an archive's series, which no catalog lists by study), in
    /// the order their first series come: each study's patient, date and description from its first series, its
    /// modalities and counts from them all. Series that name no study are left out.
    public static func studies(of series: [SeriesEntry]) -> [StudySummary] {
        var order: [String] = []
        var studies: [String: StudySummary] = [:]
        for entry in series {
            guard let uid = entry.studyInstanceUID, !uid.isEmpty else { continue }
            guard var study = studies[uid] else {
                order.append(uid)
                var study = StudySummary(
                    studyInstanceUID: uid, patientName: entry.patientName, patientID: entry.patientID, studyDate: entry.studyDate,
                    description: entry.studyDescription, modalities: [entry.modality], seriesCount: 1, instanceCount: entry.imageCount)
                study.issuerOfPatientID = entry.issuerOfPatientID
                studies[uid] = study
                continue
            }
            if !study.modalities.contains(entry.modality) { study.modalities.append(entry.modality) }
            study.seriesCount = (study.seriesCount ?? 0) + 1
            study.instanceCount = (study.instanceCount ?? 0) + entry.imageCount
            studies[uid] = study
        }
        return order.compactMap { studies[$0] }
    }
}
