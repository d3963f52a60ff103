/// Where voxels appear in the sections `CTVolume.section(_:at:)` cuts: axial sections are slices as
/// stored; coronal and sagittal ones put the head up, so their rows run through the slices from the one
/// furthest towards the head.
extension VolumeGeometry {
    /// The slice shown in row `row` of a coronal or sagittal section.
    public func slice(shownInSectionRow row: Int) -> Int {
        slicesAdvanceTowardsHead ? sliceCount - 1 - row : row
    }

    /// The patient-space direction down a coronal or sagittal section's columns: along the slices, towards
    /// the feet.
    public var sectionColumnDirection: Vector3 {
        orientation.normal * (slicesAdvanceTowardsHead ? -1 : 1)
    }

    /// The directions across and down the sections of `plane`: the slices' own for axial.
    public func sectionOrientation(_ plane: VolumePlane) -> ImageOrientation {
        switch plane {
        case .axial: orientation
        case .coronal: ImageOrientation(row: orientation.row, column: sectionColumnDirection)
        case .sagittal: ImageOrientation(row: orientation.column, column: sectionColumnDirection)
        }
    }

    private var slicesAdvanceTowardsHead: Bool { orientation.normal.z > 0 }

    /// The section of `plane` through voxel (`column`, `row`, `slice`), and the pixel the voxel is there.
    public func sectionPixel(
        ofVoxel voxel: (column: Int, row: Int, slice: Int), in plane: VolumePlane
    ) -> (section: Int, column: Int, row: Int) {
        switch plane {
        case .axial: (voxel.slice, voxel.column, voxel.row)
        case .coronal: (voxel.row, voxel.column, slice(shownInSectionRow: voxel.slice))
        case .sagittal: (voxel.column, voxel.row, slice(shownInSectionRow: voxel.slice))
        }
    }

    /// The voxel at pixel (`column`, `row`) of section `section` of `plane`.
    public func voxel(
        atPixel pixel: (column: Int, row: Int), ofSection section: Int, in plane: VolumePlane
    ) -> (column: Int, row: Int, slice: Int) {
        switch plane {
        case .axial: (pixel.column, pixel.row, section)
        case .coronal: (pixel.column, section, slice(shownInSectionRow: pixel.row))
        case .sagittal: (section, pixel.column, slice(shownInSectionRow: pixel.row))
        }
    }

    /// The patient-space position of point (`column`, `row`) of section `section` of `plane`, in section
    /// pixels with pixel centres at whole numbers (fractions between them): where a point drawn on that
    /// section lies.
    public func position(atSectionPoint column: Double, _ row: Double, ofSection section: Int, in plane: VolumePlane) -> Vector3 {
        let slice = slicesAdvanceTowardsHead ? Double(sliceCount - 1) - row : row
        return switch plane {
        case .axial: position(column: column, row: row, slice: Double(section))
        case .coronal: position(column: column, row: Double(section), slice: slice)
        case .sagittal: position(column: Double(section), row: column, slice: slice)
        }
    }
}
