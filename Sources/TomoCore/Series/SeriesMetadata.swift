/// The geometry and display defaults of a series: what a viewer needs beyond the slice images.
public struct SeriesMetadata: Codable, Sendable, Hashable {
    public var id: String
    public var description: String
    public var modality: String
    /// Image height in pixels.
    public var rows: Int
    /// Image width in pixels.
    public var columns: Int
    public var sliceCount: Int
    /// Millimetres between pixel centres.
    public var pixelSpacing: PixelSpacing
    /// Millimetres between slice centres.
    public var sliceSpacing: Double
    /// Maps the stored 16-bit values to Hounsfield units.
    public var rescale: Rescale
    /// The window the 8-bit slice images use unless a request names another.
    public var defaultWindow: WindowLevel
    public var windowPresets: [WindowPreset]

    public init(
        id: String, description: String, modality: String,
        rows: Int, columns: Int, sliceCount: Int,
        pixelSpacing: PixelSpacing, sliceSpacing: Double,
        rescale: Rescale, defaultWindow: WindowLevel, windowPresets: [WindowPreset]
    ) {
        self.id = id
        self.description = description
        self.modality = modality
        self.rows = rows
        self.columns = columns
        self.sliceCount = sliceCount
        self.pixelSpacing = pixelSpacing
        self.sliceSpacing = sliceSpacing
        self.rescale = rescale
        self.defaultWindow = defaultWindow
        self.windowPresets = windowPresets
    }
}

/// In-plane pixel spacing in millimetres (DICOM's PixelSpacing: row spacing first).
public struct PixelSpacing: Codable, Sendable, Hashable {
    /// Millimetres between the centres of adjacent rows.
    public var row: Double
    /// Millimetres between the centres of adjacent columns.
    public var column: Double

    public init(row: Double, column: Double) {
        self.row = row
        self.column = column
    }
}
