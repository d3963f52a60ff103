/// A series as a node's C-FIND at series level describes it, with what is known of its study.
public struct DIMSESeries: Sendable, Hashable {
    /// Its Series Instance UID.
    public var uid: String
    /// The Study Instance UID of its study.
    public var studyUID: String
    /// `CT`, `MR`, `SR`…
    public var modality: String?
    /// Its Series Description.
    public var description: String?
    /// Its Series Number.
    public var number: Int?
    /// Number of Series Related Instances, when the node gives it.
    public var instanceCount: Int?
    /// Its patient's name, from the study.
    public var patientName: String?
    /// Its study's date, `YYYYMMDD`.
    public var studyDate: String?
    /// Its study's description.
    public var studyDescription: String?
    /// Its Body Part Examined, when the node gives it.
    public var bodyPart: String?

    /// A series as a series-level C-FIND describes it.
    public init(
        uid: String, studyUID: String, modality: String? = nil, description: String? = nil, number: Int? = nil,
        instanceCount: Int? = nil, patientName: String? = nil, studyDate: String? = nil, studyDescription: String? = nil
    ) {
        self.uid = uid
        self.studyUID = studyUID
        self.modality = modality
        self.description = description
        self.number = number
        self.instanceCount = instanceCount
        self.patientName = patientName
        self.studyDate = studyDate
        self.studyDescription = studyDescription
    }
}

extension DIMSESeries {
    /// The modalities whose series hold no images: structured reports, key objects, presentation states, segmentations, RT
    /// structures, plans and records, registrations, encapsulated documents, fiducials, waveforms.
    static let withoutImages: Set<String> = [
        "SR", "KO", "PR", "SEG", "RTSTRUCT", "RTPLAN", "RTRECORD", "REG", "DOC", "FID", "ECG", "HD", "AU", "PLAN",
    ]

    /// Whether its modality is one whose series hold images (a series that does not say is taken to).
    public var holdsImages: Bool {
        modality.map { !Self.withoutImages.contains($0.uppercased()) } ?? true
    }
}
