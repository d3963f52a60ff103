import TomoVolume

/// A series as a picker lists it: what it is, whose, and how many images; where its source says, how it was
/// scanned (what a hanging protocol chooses series by).
public struct SeriesEntry: Sendable, Hashable, Identifiable {
    /// The source's id for it (a DICOM Series Instance UID, an API's series id).
    public var id: String
    public var description: String
    public var modality: String
    public var imageCount: Int
    public var patientName: String?
    /// Its patient's ID, where the source says (what a study's priors are found by).
    public var patientID: String?
    /// Its study's Study Instance UID, where the source says.
    public var studyInstanceUID: String?
    /// `YYYYMMDD`, as DICOM writes dates.
    public var studyDate: String?
    public var studyDescription: String?
    /// What keeps the series from a regular volume, in words (empty when nothing does).
    public var warnings: [String]
    /// The files that held, or may have held, images of this series but could not be read, each as
    /// "place: why"; empty when none was lost.
    public var unreadableFiles: [String]
    /// Of its `imageCount` images, those known not to load before any is fetched (their files end inside
    /// their pixel data).
    public var damagedImageCount: Int

    public init(
        id: String, description: String, modality: String, imageCount: Int, patientName: String? = nil,
        studyDate: String? = nil, studyDescription: String? = nil, warnings: [String] = [], unreadableFiles: [String] = [],
        damagedImageCount: Int = 0, patientID: String? = nil, studyInstanceUID: String? = nil
    ) {
        self.patientID = patientID
        self.studyInstanceUID = studyInstanceUID
        self.id = id
        self.description = description
        self.modality = modality
        self.imageCount = imageCount
        self.patientName = patientName
        self.studyDate = studyDate
        self.studyDescription = studyDescription
        self.warnings = warnings
        self.unreadableFiles = unreadableFiles
        self.damagedImageCount = damagedImageCount
    }

    /// The Issuer of Patient ID: whose IDs `patientID` is one of, where the source says.
    public var issuerOfPatientID: String?
    /// Its Series Number, where the source says.
    public var number: Int?
    /// The Body Part Examined (`CHEST`, `HEAD`), where the source says.
    public var bodyPart: String?
    /// The anatomical plane nearest its images' orientation, where the source says where they lie.
    public var orientation: VolumePlane?
    /// The distance between its slices along their normal, in mm (their thickness where they are not
    /// positioned), where the source says.
    public var sliceSpacing: Double?

    /// The images that may load: those not known to be damaged.
    public var readableImageCount: Int { imageCount - damagedImageCount }
}
