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
    /// Why it cannot be laid over the series however it is placed (another patient, it cannot be read); nil where
    /// it can.
    public var refusal: String?
    /// The frame of reference its segments lie in (nil: it does not say): where that is not the series', it is laid
    /// over the series only through an alignment with a series of its own frame.
    public var frameOfReferenceUID: String?
    /// The series it was made from (or drawn on).
    public var referencedSeriesUIDs: [String]
    /// Reads it and places its segments on `geometry` (the series' volume's).
    public var load: @Sendable (_ geometry: VolumeGeometry) async throws -> SegmentationLayer

    /// A segmentation offered as `title`, read and placed by `load`.
    public init(
        id: String, title: String, kind: String = "segmentation", segmentCount: Int, refusal: String? = nil, frameOfReferenceUID: String? = nil,
        referencedSeriesUIDs: [String] = [], load: @escaping @Sendable (VolumeGeometry) async throws -> SegmentationLayer
    ) {
        self.id = id
        self.title = title
        self.kind = kind
        self.segmentCount = segmentCount
        self.refusal = refusal
        self.frameOfReferenceUID = frameOfReferenceUID
        self.referencedSeriesUIDs = referencedSeriesUIDs
        self.load = load
    }
}
