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
}
