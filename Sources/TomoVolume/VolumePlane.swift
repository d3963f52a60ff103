import TomoCore

/// The three planes a volume is cut along, named for a stack of axial slices (the usual CT acquisition):
/// axial is a slice of the stack, coronal a row of every slice, sagittal a column of every slice.
public enum VolumePlane: String, Sendable, Hashable, CaseIterable, Codable {
    case axial, coronal, sagittal

    /// How many sections of this plane `geometry` holds: slices for axial, rows for coronal, columns for
    /// sagittal (sections count along the plane's normal).
    public func sectionCount(in geometry: VolumeGeometry) -> Int {
        switch self {
        case .axial: geometry.sliceCount
        case .coronal: geometry.rows
        case .sagittal: geometry.columns
        }
    }

    /// The size of this plane's sections in `geometry`, in pixels: a slice's for axial; for coronal and
    /// sagittal a row or a column of every slice, one section row per slice.
    public func sectionSize(in geometry: VolumeGeometry) -> (columns: Int, rows: Int) {
        switch self {
        case .axial: (geometry.columns, geometry.rows)
        case .coronal: (geometry.columns, geometry.sliceCount)
        case .sagittal: (geometry.rows, geometry.sliceCount)
        }
    }

    /// How far apart this plane's sections are along its normal, in millimetres: the slices' spacing for
    /// axial, the rows' for coronal, the columns' for sagittal.
    public func sectionSpacing(in geometry: VolumeGeometry) -> Double {
        switch self {
        case .axial: geometry.sliceSpacing
        case .coronal: geometry.pixelSpacing.row
        case .sagittal: geometry.pixelSpacing.column
        }
    }

    /// How far apart this plane's section pixels are in `geometry`: a slice's pixel spacing for axial; for
    /// coronal and sagittal the slices' spacing down and the pixels' along the row or column across.
    public func sectionPixelSpacing(in geometry: VolumeGeometry) -> PixelSpacing {
        switch self {
        case .axial: geometry.pixelSpacing
        case .coronal: PixelSpacing(row: geometry.sliceSpacing, column: geometry.pixelSpacing.column)
        case .sagittal: PixelSpacing(row: geometry.sliceSpacing, column: geometry.pixelSpacing.row)
        }
    }
}
