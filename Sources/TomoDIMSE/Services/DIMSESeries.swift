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
