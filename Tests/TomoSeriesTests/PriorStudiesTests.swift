import Testing
import TomoSeries

/// Which of a patient's studies are a study's priors, and in what order (what Compare with prior opens first).
struct PriorStudiesTests {
    private func study(_ uid: String, id: String? = "P1", name: String? = "Doe^Jane", date: String?, _ modalities: [String]) -> StudySummary {
        StudySummary(studyInstanceUID: uid, patientName: name, patientID: id, studyDate: date, modalities: modalities)
    }

    @Test func samePatientIDEarlierSameModalityFirstMostRecentFirstUndatedLast() {
        let current = study("now", date: "20240601", ["CT", "SR"])
        let others = [
            study("ct-2022", date: "20220101", ["CT"]),
            study("mr-2023", date: "20230101", ["MR"]),
            study("ct-2023", name: "DOE^JANE^^ ", date: "20230301", ["ct"]),
            study("ct-undated", date: nil, ["CT"]),
            study("ct-same-day", date: "20240601", ["CT"]),
            study("later", date: "20250101", ["CT"]),
            study("other-id", id: "P2", date: "20230101", ["CT"]),
            study("no-id", id: nil, date: "20230101", ["CT"]),
            study("renamed", name: "Roe^Jane", date: "20200101", ["CT"]),
            current,
        ]
        let priors = current.priors(among: others)
        #expect(priors.map(\.study.studyInstanceUID) == ["ct-same-day", "ct-2023", "ct-2022", "renamed", "ct-undated", "mr-2023"])
        #expect(priors.filter(\.patientNameDiffers).map(\.study.studyInstanceUID) == ["renamed"], "a name's case and empty parts aside")
        #expect(priors.map(\.sharesModality) == [true, true, true, true, true, false])
    }

    /// The same Patient ID from two issuers (two hospitals' registers) is two patients; where either names no
    /// issuer, the ID alone decides.
    @Test func anIDOfAnotherIssuerIsAnotherPatient() {
        func issued(_ uid: String, by issuer: String?) -> StudySummary {
            var summary = study(uid, date: "20230101", ["CT"])
            summary.issuerOfPatientID = issuer
            return summary
        }
        let current = issued("now", by: "HOSPITAL-A")
        let others = [issued("same", by: " hospital-a "), issued("other", by: "HOSPITAL-B"), issued("unsaid", by: nil), issued("empty", by: "")]
        #expect(current.priors(among: others).map(\.study.studyInstanceUID).sorted() == ["empty", "same", "unsaid"])
        #expect(issued("now", by: nil).priors(among: others).count == 4, "a study naming no issuer: the ID alone")
    }

    @Test func aStudyNamingNoPatientIDHasNoPriors() {
        let current = study("now", id: nil, date: "20240601", ["CT"])
        #expect(current.priors(among: [study("before", id: nil, date: "20230101", ["CT"])]).isEmpty)
        #expect(study("now", id: "", date: "20240601", ["CT"]).priors(among: [study("before", id: "", date: "20230101", ["CT"])]).isEmpty)
    }
}
