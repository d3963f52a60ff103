/// A series as a node's C-FIND at series level describes it, with what is known of its study.
public struct DIMSESeries: Sendable, Hashable {
    public var uid: String
    public var studyUID: String
    public var modality: String?
    public var description: String?
    public var number: Int?
    /// Number of Series Related Instances, when the node gives it.
    public var instanceCount: Int?
    public var patientName: String?
    public var studyDate: String?
    public var studyDescription: String?

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
    /// The modalities whose series hold no images: structured reports, key objects, presentation states, RT
    /// structures, plans and records, registrations, encapsulated documents, fiducials, waveforms.
    static let withoutImages: Set<String> = [
        "SR", "KO", "PR", "RTSTRUCT", "RTPLAN", "RTRECORD", "REG", "DOC", "FID", "ECG", "HD", "AU", "PLAN",
    ]

    /// Whether its modality is one whose series hold images (a series that does not say is taken to).
    public var holdsImages: Bool {
        modality.map { !Self.withoutImages.contains($0.uppercased()) } ?? true
    }
}
