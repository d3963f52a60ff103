/// One entry of the series catalog: enough to offer a series in a picker.
public struct SeriesSummary: Codable, Sendable, Hashable {
    public var id: String
    /// A human-readable description, e.g. "Head CT (ProMED CT 0051)".
    public var description: String
    /// The DICOM modality code, e.g. "CT".
    public var modality: String
    public var sliceCount: Int

    public init(id: String, description: String, modality: String, sliceCount: Int) {
        self.id = id
        self.description = description
        self.modality = modality
        self.sliceCount = sliceCount
    }
}
