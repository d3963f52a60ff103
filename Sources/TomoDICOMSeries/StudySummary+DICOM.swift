import TomoDICOM
import TomoSeries

extension StudySummary {
    /// The study a search result describes (a QIDO-RS answer's data set, a C-FIND response's identifier); nil
    /// without a Study Instance UID.
    public init?(_ data: DataSet) {
        guard let uid = data.string(.studyInstanceUID) else { return nil }
        self.init(
            studyInstanceUID: uid, patientName: data.string(.patientName), patientID: data.string(.patientID),
            studyDate: data.string(.studyDate), description: data.string(.studyDescription),
            accessionNumber: data.string(.accessionNumber), modalities: data.strings(.modalitiesInStudy).filter { !$0.isEmpty },
            seriesCount: data.integer(.numberOfStudyRelatedSeries), instanceCount: data.integer(.numberOfStudyRelatedInstances))
        issuerOfPatientID = data.string(.issuerOfPatientID)
    }

    /// Study `study` as its image `image` describes it: its patient, date and description.
    init(_ image: DICOMInstance, of study: String) {
        self.init(
            studyInstanceUID: study, patientName: image.patientName, patientID: image.patientID, studyDate: image.studyDate,
            description: image.studyDescription)
        issuerOfPatientID = image.issuerOfPatientID
    }
}
