/// Who an instance is and whose (the Patient, General Study, General Series, General Image and SOP Common
/// modules): what a study list, a picker and a report that refers to it name.
public struct InstanceIdentity: Sendable, Hashable, Codable {
    /// Its Series Instance UID, or where its file names none, a stand-in of its own (``namesNoSeries``).
    public var seriesInstanceUID: String
    /// Its file names no series (no Series Instance UID, as some secondary captures): it is a series of its
    /// own, named by a stand-in UID made from its SOP Instance UID (else its location), the same each time.
    public var namesNoSeries = false
    /// Its Study Instance UID (0020,000D), nil where the file names none.
    public var studyInstanceUID: String?
    /// The patient's name as DICOM writes it (`Doe^John`).
    public var patientName: String?
    /// The patient's ID (0010,0020).
    public var patientID: String?
    /// The Issuer of Patient ID (0010,0021): the authority (a hospital, a registry) whose IDs `patientID` is one of.
    public var issuerOfPatientID: String?
    /// `YYYYMMDD`, as DICOM writes dates.
    public var studyDate: String?
    /// The Study Description (0008,1030).
    public var studyDescription: String?
    /// The Series Description (0008,103E): what a picker lists it as.
    public var seriesDescription: String?
    /// The Series Number (0020,0011), which orders a study's series.
    public var seriesNumber: Int?
    /// The Body Part Examined (0018,0015): `CHEST`, `HEAD`…
    public var bodyPartExamined: String?
    /// `CT`, `MR`, `RTDOSE`…: what made it, which says what its values measure (`DICOMInstance.valueUnit`).
    public var modality: String?
    /// The Instance Number (0020,0013): its place in the series where positions do not tell.
    public var instanceNumber: Int?
    /// Its SOP Class UID, as a report that refers to it names it.
    public var sopClassUID: String?
    /// Its SOP Instance UID: the instance itself, as a report refers to it.
    public var sopInstanceUID: String?

    /// An instance of series `seriesInstanceUID`, the rest as given.
    public init(
        seriesInstanceUID: String, studyInstanceUID: String? = nil, patientName: String? = nil, patientID: String? = nil,
        studyDate: String? = nil, studyDescription: String? = nil, seriesDescription: String? = nil, seriesNumber: Int? = nil,
        modality: String? = nil, instanceNumber: Int? = nil, sopClassUID: String? = nil, sopInstanceUID: String? = nil
    ) {
        self.seriesInstanceUID = seriesInstanceUID
        self.studyInstanceUID = studyInstanceUID
        self.patientName = patientName
        self.patientID = patientID
        self.studyDate = studyDate
        self.studyDescription = studyDescription
        self.seriesDescription = seriesDescription
        self.seriesNumber = seriesNumber
        self.modality = modality
        self.instanceNumber = instanceNumber
        self.sopClassUID = sopClassUID
        self.sopInstanceUID = sopInstanceUID
    }
}

extension InstanceIdentity {
    /// The identity `data` gives (an image's header, a report's, a segmentation's), of series
    /// `seriesInstanceUID`: the data set's own, or a stand-in for one that names none.
    public init(_ data: DataSet, seriesInstanceUID: String) {
        self.init(
            seriesInstanceUID: seriesInstanceUID, studyInstanceUID: data.string(.studyInstanceUID),
            patientName: data.string(.patientName), patientID: data.string(.patientID), studyDate: data.string(.studyDate),
            studyDescription: data.string(.studyDescription), seriesDescription: data.string(.seriesDescription),
            seriesNumber: data.integer(.seriesNumber), modality: data.string(.modality), instanceNumber: data.integer(.instanceNumber),
            sopClassUID: data.string(.sopClassUID), sopInstanceUID: data.string(.sopInstanceUID))
        namesNoSeries = data.string(.seriesInstanceUID) == nil
        issuerOfPatientID = data.string(.issuerOfPatientID)
        bodyPartExamined = data.string(.bodyPartExamined)
    }
}
