import TomoCore

/// A series as the library lists it: what a series picker shows, without reading its instances.
public struct LibrarySeries: Sendable, Hashable {
    public var seriesInstanceUID: String
    public var studyInstanceUID: String
    public var number: Int?
    public var modality: String?
    public var description: String?
    public var instanceCount: Int
    /// The size and spacing of its first image imported (a summary: images of a series may differ).
    public var rows: Int?
    public var columns: Int?
    public var pixelSpacing: PixelSpacing?
    public var sliceThickness: Double?

    public init(
        seriesInstanceUID: String, studyInstanceUID: String, number: Int? = nil, modality: String? = nil,
        description: String? = nil, instanceCount: Int, rows: Int? = nil, columns: Int? = nil,
        pixelSpacing: PixelSpacing? = nil, sliceThickness: Double? = nil
    ) {
        self.seriesInstanceUID = seriesInstanceUID
        self.studyInstanceUID = studyInstanceUID
        self.number = number
        self.modality = modality
        self.description = description
        self.instanceCount = instanceCount
        self.rows = rows
        self.columns = columns
        self.pixelSpacing = pixelSpacing
        self.sliceThickness = sliceThickness
    }
}
