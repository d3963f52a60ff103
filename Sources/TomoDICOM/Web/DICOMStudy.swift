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
