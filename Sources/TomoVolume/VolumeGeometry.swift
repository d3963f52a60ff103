import TomoCore

/// Where a volume's samples lie: slice size in pixels, slice count, millimetre spacing, and the position
/// and direction of the grid in patient space.
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
    /// The centre of the first sample of the first slice, in patient space.
    public var origin: Vector3
    /// The directions of rows and columns; slices advance along its normal.
    public var orientation: ImageOrientation

    /// A grid of `sliceCount` slices of `columns × rows` pixels with the given spacing in millimetres,
    /// at `origin` (by default the patient-space origin) in `orientation` (by default axial).
    public init(
        columns: Int, rows: Int, sliceCount: Int, pixelSpacing: PixelSpacing, sliceSpacing: Double,
        origin: Vector3 = .zero, orientation: ImageOrientation = .axial
    ) {
        self.columns = columns
        self.rows = rows
        self.sliceCount = sliceCount
        self.pixelSpacing = pixelSpacing
        self.sliceSpacing = sliceSpacing
        self.origin = origin
        self.orientation = orientation
    }

    /// Samples in one slice: `columns * rows`.
    public var samplesPerSlice: Int { columns * rows }

    /// `[columns, rows, slices]`.
    public var dimensions: [Int] { [columns, rows, sliceCount] }

    /// Millimetres between samples along each index: `[column, row, slice]`.
    public var spacing: [Double] { [pixelSpacing.column, pixelSpacing.row, sliceSpacing] }

    /// The direction cosines of the three index axes, column index first: the row direction, the
    /// column direction, the slice direction (the normal), nine numbers.
    public var direction: [Double] {
        orientation.row.components + orientation.column.components + orientation.normal.components
    }

    /// The patient-space position of the centre of sample (`column`, `row`) of slice `slice`.
    public func position(column: Double, row: Double, slice: Double) -> Vector3 {
        orientation.position(column: column, row: row, origin: origin, spacing: pixelSpacing)
            + orientation.normal * (slice * sliceSpacing)
    }
}
