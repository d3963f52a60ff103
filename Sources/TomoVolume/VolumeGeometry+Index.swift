extension VolumeGeometry {
    /// Where patient-space point `position` lies in the volume's index space: its column, row and slice, voxel
    /// centres at whole numbers (what `position(column:row:slice:)` takes back to `position`).
    public func index(of position: Vector3) -> (column: Double, row: Double, slice: Double) {
        let offset = position - origin
        return (
            offset.dot(orientation.row) / pixelSpacing.column, offset.dot(orientation.column) / pixelSpacing.row,
            offset.dot(orientation.normal) / sliceSpacing
        )
    }
}
