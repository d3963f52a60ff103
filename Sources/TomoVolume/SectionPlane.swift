import TomoCore

/// The plane a section of a volume lies in, as a view shows it: one of the volume's three named planes at an
/// index along its normal (a slice, a row or a column of the stack: the voxels as stored), or a plane at any
/// angle through it (`ObliquePlane`, sampled between voxels). Either is a position and two directions in
/// patient space (`position(column:row:in:)`, `orientation(in:)`); `CTVolume.section(_:slab:)` cuts both.
public enum SectionPlane: Sendable, Hashable {
    case named(VolumePlane, index: Int)
    case oblique(ObliquePlane)

    /// Slice `index` of the stack.
    public static func axial(_ index: Int) -> SectionPlane { .named(.axial, index: index) }
    /// Row `index` of every slice, head up.
    public static func coronal(_ index: Int) -> SectionPlane { .named(.coronal, index: index) }
    /// Column `index` of every slice, head up.
    public static func sagittal(_ index: Int) -> SectionPlane { .named(.sagittal, index: index) }

    /// The oblique plane, nil for a named one.
    public var oblique: ObliquePlane? {
        if case .oblique(let plane) = self { plane } else { nil }
    }

    /// Its size in pixels in `geometry`.
    public func size(in geometry: VolumeGeometry) -> (columns: Int, rows: Int) {
        switch self {
        case .named(let plane, _): plane.sectionSize(in: geometry)
        case .oblique(let plane): (plane.width, plane.height)
        }
    }

    /// How far apart its pixels are in `geometry`, in millimetres.
    public func pixelSpacing(in geometry: VolumeGeometry) -> PixelSpacing {
        switch self {
        case .named(let plane, _): plane.sectionPixelSpacing(in: geometry)
        case .oblique(let plane): PixelSpacing(row: plane.spacing, column: plane.spacing)
        }
    }

    /// The patient-space directions of its rows (left to right) and columns (top to bottom) in `geometry`.
    public func orientation(in geometry: VolumeGeometry) -> ImageOrientation {
        switch self {
        case .named(let plane, _): geometry.sectionOrientation(plane)
        case .oblique(let plane): ImageOrientation(row: plane.rowDirection, column: plane.columnDirection)
        }
    }

    /// The patient-space position of point (`column`, `row`) of it in `geometry`, in pixels with pixel centres
    /// at whole numbers (fractions between them).
    public func position(column: Double, row: Double, in geometry: VolumeGeometry) -> Vector3 {
        switch self {
        case .named(let plane, let index): geometry.position(atSectionPoint: column, row, ofSection: index, in: plane)
        case .oblique(let plane): plane.position(column: column, row: row)
        }
    }

    /// How far apart its neighbouring sections lie along its normal in `geometry`, in millimetres: a named
    /// plane's section spacing, an oblique plane's scrolling step (`VolumeGeometry.obliqueSpacing`).
    public func sectionSpacing(in geometry: VolumeGeometry) -> Double {
        switch self {
        case .named(let plane, _): plane.sectionSpacing(in: geometry)
        case .oblique: geometry.obliqueSpacing
        }
    }

    /// Where patient-space point `position` lies over it in `geometry`: the column and row of its image it
    /// projects to (pixel centres at whole numbers, as `position(column:row:in:)` takes them) and how far it
    /// lies off the plane along the normal (mm, positive along the rows' direction × the columns').
    public func projection(of position: Vector3, in geometry: VolumeGeometry) -> (column: Double, row: Double, depth: Double) {
        let orientation = orientation(in: geometry)
        let row = orientation.row.normalized, column = orientation.column.normalized
        let spacing = pixelSpacing(in: geometry)
        let offset = position - self.position(column: 0, row: 0, in: geometry)
        return (offset.dot(row) / spacing.column, offset.dot(column) / spacing.row, offset.dot(row.cross(column).normalized))
    }
}
