/// A study as a study search (QIDO-RS) describes it: whose, when, what, how much.
public struct DICOMStudy: Sendable, Hashable {
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

    /// A study as a store of studies (a library) describes it.
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

    /// The study a search result describes; nil without a Study Instance UID.
    public init?(_ data: DataSet) {
        guard let uid = data.string(.studyInstanceUID) else { return nil }
        studyInstanceUID = uid
        patientName = data.string(.patientName)
        patientID = data.string(.patientID)
        studyDate = data.string(.studyDate)
        description = data.string(.studyDescription)
        accessionNumber = data.string(.accessionNumber)
        modalities = data.strings(.modalitiesInStudy).filter { !$0.isEmpty }
        seriesCount = data.integer(.numberOfStudyRelatedSeries)
        instanceCount = data.integer(.numberOfStudyRelatedInstances)
    }
}

extension [DICOMStudy] {
    /// The studies as a study list shows them: the latest first, then by patient name, then by UID (a
    /// server's answer comes in no order).
    public func latestFirst() -> [DICOMStudy] {
        sorted { a, b in
            if a.studyDate != b.studyDate { return (a.studyDate ?? "") > (b.studyDate ?? "") }
            if a.patientName != b.patientName { return (a.patientName ?? "") < (b.patientName ?? "") }
            return a.studyInstanceUID < b.studyInstanceUID
        }
    }
}
