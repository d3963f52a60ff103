/// A study as a catalog's search describes it (a DICOMweb server's QIDO-RS answer, a DICOM node's C-FIND
/// answer, a library's rows): whose, when, what, how much. What the study browser and `tomo dicom studies`
/// show, without any DICOM parsing.
public struct StudySummary: Sendable, Hashable {
    /// Its Study Instance UID.
    public var studyInstanceUID: String
    /// The patient's name as DICOM writes it (`Doe^John`).
    public var patientName: String?
    /// The patient's ID.
    public var patientID: String?
    /// The Issuer of Patient ID: whose IDs `patientID` is one of, where the catalog says (two IDs of different
    /// issuers are different patients, whatever they read).
    public var issuerOfPatientID: String?
    /// `YYYYMMDD`.
    public var studyDate: String?
    /// The Study Description.
    public var description: String?
    /// The Accession Number: the order the study was made for.
    public var accessionNumber: String?
    /// The modalities of its series (`["CT", "SR"]`).
    public var modalities: [String]
    /// How many series it holds, where the catalog says.
    public var seriesCount: Int?
    /// How many instances it holds, where the catalog says.
    public var instanceCount: Int?

    /// A study with these fields; what a catalog does not say is nil (or empty).
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
