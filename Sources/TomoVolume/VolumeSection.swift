import TomoCore

/// A 2-D image cut from a volume along a plane (`CTVolume.section(_:slab:)`): samples row-major, top row
/// first, each value `sample × rescale` (HU themselves for a CT), with where they lie in patient space. Coronal and sagittal sections put the patient's head up
/// (their rows run from the stack's most superior slice down), so their pixels are as wide as the in-plane
/// spacing and as tall as the spacing between slices; an oblique plane's pixels are square, and its points
/// outside the volume air (`outside`).
public struct VolumeSection: Sendable, Hashable {
    /// The plane it was cut along.
    public var plane: SectionPlane
    /// Width and height in samples.
    public var columns: Int
    public var rows: Int
    /// The volume's samples, `columns × rows`, row-major; `Int16.min` in rows that need a slice which has not
    /// arrived yet.
    public var samples: [Int16]
    /// Each sample's value: `sample × slope + intercept` (the volume's storage; identity for HU).
    public var rescale: Rescale
    /// Per row, whether its samples are there (a coronal or sagittal section fills in as slices arrive).
    public var filledRows: [Bool]
    /// Millimetres between the centres of adjacent rows and columns.
    public var pixelSpacing: PixelSpacing
    /// The patient-space directions of the section's rows (left to right) and columns (top to bottom).
    public var orientation: ImageOrientation
    /// The patient-space position of the centre of the top-left sample.
    public var origin: Vector3
    /// The slab its samples project, centred on section `index`; nil for that section alone.
    public var slab: Slab?

    /// The sample given to an oblique plane's points outside a volume in `storage`: air (−1024) for HU, the
    /// lowest value a scaled storage holds for other values.
    public static func outside(in storage: Rescale) -> Int16 {
        storage == .identity ? -1024 : -32767
    }

    public init(
        plane: SectionPlane, columns: Int, rows: Int, samples: [Int16], rescale: Rescale = .identity, filledRows: [Bool],
        pixelSpacing: PixelSpacing, orientation: ImageOrientation, origin: Vector3, slab: Slab? = nil
    ) {
        self.plane = plane
        self.columns = columns
        self.rows = rows
        self.samples = samples
        self.rescale = rescale
        self.filledRows = filledRows
        self.pixelSpacing = pixelSpacing
        self.orientation = orientation
        self.origin = origin
        self.slab = slab
    }

    /// Oblique plane `plane`'s `samples` in `rescale`, projecting `slab` when there is one.
    init(oblique plane: ObliquePlane, samples: [Int16], rescale: Rescale, filledRows: [Bool], slab: Slab? = nil) {
        self.init(
            plane: .oblique(plane), columns: plane.width, rows: plane.height, samples: samples, rescale: rescale,
            filledRows: filledRows,
            pixelSpacing: PixelSpacing(row: plane.spacing, column: plane.spacing),
            orientation: ImageOrientation(row: plane.rowDirection, column: plane.columnDirection),
            origin: plane.position(column: 0, row: 0), slab: slab)
    }

    /// Whether every row is there.
    public var isComplete: Bool { !filledRows.contains(false) }

    /// The patient-space position of the centre of sample (`column`, `row`).
    public func position(column: Double, row: Double) -> Vector3 {
        orientation.position(column: column, row: row, origin: origin, spacing: pixelSpacing)
    }

    /// The section resampled down its columns so that its pixels are square at its column spacing (linear
    /// between rows, rounded to the nearest HU; a new row is missing where a row it is made from is): what a
    /// coronal or sagittal section looks like on screen. With `.nearest`, each new row is the nearest row's, as
    /// labels are resampled (the rows of the image they lie over, made by the linear kind).
    public func withSquarePixels(_ interpolation: VolumeInterpolation = .trilinear) -> VolumeSection {
        let scale = Self.squareRowScale(pixelSpacing)
        guard rows > 1, scale != 1 else { return self }
        let newRows = Int((Double(rows - 1) * scale).rounded()) + 1
        guard interpolation == .trilinear else {
            let nearest = (0..<newRows).map { min(Int((Double($0) / scale).rounded()), rows - 1) }
            var section = self
            section.rows = newRows
            section.samples = nearest.flatMap { samples[$0 * self.columns ..< ($0 + 1) * self.columns] }
            section.filledRows = nearest.map { filledRows[$0] }
            section.pixelSpacing = PixelSpacing(row: pixelSpacing.column, column: pixelSpacing.column)
            return section
        }
        var resampled = [Int16](repeating: .min, count: columns * newRows)
        var filled = [Bool](repeating: false, count: newRows)
        let columns = columns
        samples.withUnsafeBufferPointer { samples in
            resampled.withUnsafeMutableBufferPointer { resampled in
                guard let source = samples.baseAddress, let target = resampled.baseAddress else { return }
                for row in 0..<newRows {
                    let position = min(Double(row) / scale, Double(rows - 1))
                    let above = Int(position), below = min(above + 1, rows - 1)
                    let weight = Float(position - Double(above))
                    guard filledRows[above], weight == 0 || filledRows[below] else { continue }
                    filled[row] = true
                    let a = source + above * columns, b = source + below * columns, out = target + row * columns
                    if weight == 0 {
                        out.update(from: a, count: columns)
                        continue
                    }
                    // Float holds every Int16 exactly; nearest, ties to even (one instruction, vectorized).
                    for column in 0..<columns {
                        let low = Float(a[column])
                        out[column] = Int16((low + (Float(b[column]) - low) * weight).rounded(.toNearestOrEven))
                    }
                }
            }
        }
        var section = self
        section.rows = newRows
        section.samples = resampled
        section.filledRows = filled
        section.pixelSpacing = PixelSpacing(row: pixelSpacing.column, column: pixelSpacing.column)
        return section
    }

    /// How many times taller `withSquarePixels()` makes a section of pixels `spacing` apart: its row spacing
    /// over its column spacing; 1 for pixels square to a millionth, or a spacing that is no finite ratio.
    public static func squareRowScale(_ spacing: PixelSpacing) -> Double {
        let scale = spacing.row / spacing.column
        return scale.isFinite && scale > 0 && abs(scale - 1) > 1e-6 ? scale : 1
    }
}
