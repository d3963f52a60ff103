/// A study as a catalog's search describes it (a DICOMweb server's QIDO-RS answer, a DICOM node's C-FIND
/// answer, a library's rows): whose, when, what, how much. What the study browser and `tomo dicom studies`
/// show, without any DICOM parsing.
public struct StudySummary: Sendable, Hashable {
    public var studyInstanceUID: String
    public var patientName: String?
    public var patientID: String?
    /// `YYYYMMDD`.
    public var studyDate: String?
    public var description: String?
    public var accessionNumber: String?
    /// The modalities of its series (`["CT", "SR"]`).
    public var modalities: [String]
    public var seriesCount: Int?
    public var instanceCount: Int?

    public init(
        studyInstanceUID: String, patientName: String? = nil, patientID: String? = nil, studyDate: String? = nil,
        description: String? = nil, accessionNumber: String? = nil, modalities: [String] = [], seriesCount: Int? = nil,
        instanceCount: Int? = nil
    ) {
        self.studyInstanceUID = studyInstanceUID
        self.patientName = patientName
        self.patientID = patientID
        self.studyDate = studyDate
        self.description = description
        self.accessionNumber = accessionNumber
        self.modalities = modalities
        self.seriesCount = seriesCount
        self.instanceCount = instanceCount
    }
}

extension [StudySummary] {
    /// The studies as a study list shows them: the latest first, then by patient name, then by UID (a
    /// server's answer comes in no order).
    public func latestFirst() -> [StudySummary] {
        sorted { a, b in
            if a.studyDate != b.studyDate { return (a.studyDate ?? "") > (b.studyDate ?? "") }
            if a.patientName != b.patientName { return (a.patientName ?? "") < (b.patientName ?? "") }
            return a.studyInstanceUID < b.studyInstanceUID
        }
    }
}
