import TomoDICOM
import TomoSeries

/// Which instance a file holds and whose it is: what the library's patient, study and series rows and the
/// instance's own row are keyed by, an image's or a non-image object's alike.
struct FileIdentity: Sendable, Hashable {
    var sopInstanceUID: String
    var sopClassUID: String?
    var studyInstanceUID: String
    var seriesInstanceUID: String
    var instanceNumber: Int?
    var patientID: String?
    var patientName: String?
    var studyDate: String?
    var studyDescription: String?
    var seriesNumber: Int?
    var seriesDescription: String?
    var modality: String?
}

extension FileIdentity {
    /// The identity of the image whose first frame is `instance`; nil when it names no SOP or Study Instance UID.
    init?(_ instance: DICOMInstance) {
        guard let sop = instance.sopInstanceUID, let study = instance.studyInstanceUID else { return nil }
        self.init(
            sopInstanceUID: sop, sopClassUID: instance.sopClassUID, studyInstanceUID: study,
            seriesInstanceUID: instance.seriesInstanceUID, instanceNumber: instance.instanceNumber, patientID: instance.patientID,
            patientName: instance.patientName, studyDate: instance.studyDate, studyDescription: instance.studyDescription,
            seriesNumber: instance.seriesNumber, seriesDescription: instance.seriesDescription, modality: instance.modality)
    }

    /// Whether `data` is a non-image object the library keeps: its modality names one of
    /// `StudySeries.DocumentKind`'s (SR, SEG, RTSTRUCT, KO, PR), whatever pixels it holds (a segmentation's).
    static func isDocument(_ data: DataSet) -> Bool {
        data.string(.modality).map { StudySeries.DocumentKind(rawValue: $0.uppercased()) != nil } ?? false
    }

    /// The identity of the non-image object `data` describes; nil when it names no SOP, Study or Series
    /// Instance UID.
    init?(document data: DataSet) {
        guard let sop = data.string(.sopInstanceUID), let study = data.string(.studyInstanceUID),
              let series = data.string(.seriesInstanceUID)
        else { return nil }
        self.init(
            sopInstanceUID: sop, sopClassUID: data.string(.sopClassUID), studyInstanceUID: study, seriesInstanceUID: series,
            instanceNumber: data.integer(.instanceNumber), patientID: data.string(.patientID), patientName: data.string(.patientName),
            studyDate: data.string(.studyDate), studyDescription: data.string(.studyDescription),
            seriesNumber: data.integer(.seriesNumber), seriesDescription: data.string(.seriesDescription),
            modality: data.string(.modality))
    }
}
