import TomoCore

/// The sampling grid of a volume: slice size in pixels, slice count, and millimetre spacing.
public struct VolumeGeometry: Sendable, Hashable {
    /// Slice width in pixels.
    public var columns: Int
    /// Slice height in pixels.
    public var rows: Int
    /// Number of slices.
    public var sliceCount: Int
    /// Millimetres between the centres of adjacent rows and columns.
    public var pixelSpacing: PixelSpacing
    /// Millimetres between the centres of adjacent slices.
    public var sliceSpacing: Double

    /// A grid of `sliceCount` slices of `columns × rows` pixels with the given spacing in millimetres.
    public init(columns: Int, rows: Int, sliceCount: Int, pixelSpacing: PixelSpacing, sliceSpacing: Double) {
        self.columns = columns
        self.rows = rows
        self.sliceCount = sliceCount
        self.pixelSpacing = pixelSpacing
        self.sliceSpacing = sliceSpacing
    }

    /// Samples in one slice: `columns * rows`.
    public var samplesPerSlice: Int { columns * rows }
}
