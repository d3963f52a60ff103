import TomoCore

/// How an image lies in patient space (DICOM's Image Orientation (Patient)): the unit direction of its
/// rows (the way column indices grow) and of its columns (the way row indices grow).
public struct ImageOrientation: Sendable, Hashable, Codable {
    /// The direction from one column to the next along a row.
    public var row: Vector3
    /// The direction from one row to the next down a column.
    public var column: Vector3

    public init(row: Vector3, column: Vector3) {
        self.row = row
        self.column = column
    }

    /// An axial image as scanners write it: rows towards the patient's left, columns towards the back.
    public static let axial = ImageOrientation(row: Vector3(1, 0, 0), column: Vector3(0, 1, 0))

    /// The image's normal, `row × column`: the direction slices of a stack advance along.
    public var normal: Vector3 { row.cross(column) }

    /// The patient-space position of the centre of pixel (`column`, `row`) of an image in this orientation
    /// whose first pixel's centre is at `origin`, its pixels `spacing` apart.
    public func position(column: Double, row: Double, origin: Vector3, spacing: PixelSpacing) -> Vector3 {
        origin + self.row * (column * spacing.column) + self.column * (row * spacing.row)
    }

    /// Whether `other` is the same orientation within `tolerance` per direction cosine.
    public func isClose(to other: ImageOrientation, tolerance: Double = 1e-4) -> Bool {
        row.isClose(to: other.row, tolerance: tolerance) && column.isClose(to: other.column, tolerance: tolerance)
    }
}

extension ImageOrientation {
    /// The anatomical plane nearest the image: axial where its normal runs mostly head to foot, coronal where
    /// front to back, sagittal where left to right (an oblique image is given the plane it is closest to).
    public var nearestPlane: VolumePlane {
        let n = normal
        let (x, y, z) = (abs(n.x), abs(n.y), abs(n.z))
        if z >= x, z >= y { return .axial }
        return y >= x ? .coronal : .sagittal
    }
}
