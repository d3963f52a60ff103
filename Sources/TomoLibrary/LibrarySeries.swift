import TomoCore

/// A series as the library lists it: what a series picker shows, without reading its instances.
public struct LibrarySeries: Sendable, Hashable {
    /// The series' UID.
    public var seriesInstanceUID: String
    /// The UID of the study it belongs to.
    public var studyInstanceUID: String
    /// Its Series Number, which orders a study's series.
    public var number: Int?
    /// `CT`, `MR`, `SR`…
    public var modality: String?
    /// Its Series Description: what a picker lists it as.
    public var description: String?
    /// How many instances the library holds of it.
    public var instanceCount: Int
    /// The size and spacing of its first image imported (a summary: images of a series may differ).
    public var rows: Int?
    /// Its first image's width in pixels (`rows` is its height).
    public var columns: Int?
    /// Its first image's pixel spacing, in millimetres.
    public var pixelSpacing: PixelSpacing?
    /// Its first image's slice thickness, in millimetres.
    public var sliceThickness: Double?

    /// A series as the library's rows describe it.
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
