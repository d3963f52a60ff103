import TomoVolume

/// A segmentation found with a series (a SEG or RT Structure Set of its study, in the same folders, library or
/// PACS), offered to be laid over it.
public struct FoundSegmentation: Sendable, Identifiable {
    /// Its SOP Instance UID.
    public var id: String
    /// What the segmentation menu lists: "Segmentation: TotalSegmentator (104 segments)".
    public var title: String
    /// What it is, as the segmentation menu counts it: "segmentation" or "structure set".
    public var kind: String
    /// How many segments (or ROIs) it has.
    public var segmentCount: Int
    /// Why it cannot be laid over the series (another frame of reference, another patient); nil where it can.
    public var refusal: String?
    /// Reads it and places its segments on `geometry` (the series' volume's).
    public var load: @Sendable (_ geometry: VolumeGeometry) async throws -> SegmentationLayer

    /// A segmentation offered as `title`, read and placed by `load`.
    public init(
        id: String, title: String, kind: String = "segmentation", segmentCount: Int, refusal: String? = nil,
        load: @escaping @Sendable (VolumeGeometry) async throws -> SegmentationLayer
    ) {
        self.id = id
        self.title = title
        self.kind = kind
        self.segmentCount = segmentCount
        self.refusal = refusal
        self.load = load
    }
}
