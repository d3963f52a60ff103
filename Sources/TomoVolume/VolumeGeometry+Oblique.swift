/// Oblique views of the volume: continuous voxel coordinates, and the image a view at any angle shows.
extension VolumeGeometry {
    /// The voxel coordinates of patient point `position`: column, row and slice as x, y and z, with voxel
    /// centres at whole numbers (fractions between them).
    public func voxelPoint(of position: Vector3) -> Vector3 {
        let offset = position - origin
        return Vector3(
            offset.dot(orientation.row) / pixelSpacing.column,
            offset.dot(orientation.column) / pixelSpacing.row,
            offset.dot(orientation.normal) / sliceSpacing)
    }

    /// The patient-space position of voxel point `point` (column, row and slice as x, y and z).
    public func position(ofVoxelPoint point: Vector3) -> Vector3 {
        position(column: point.x, row: point.y, slice: point.z)
    }

    /// The centre of the volume in patient space: halfway between its first and last voxels.
    public var center: Vector3 {
        position(column: Double(columns - 1) / 2, row: Double(rows - 1) / 2, slice: Double(sliceCount - 1) / 2)
    }

    /// The distance between pixels of an oblique view: the finer of a slice's two spacings.
    public var obliqueSpacing: Double { min(pixelSpacing.row, pixelSpacing.column) }

    /// How far the volume's corner voxels lie from its centre, in millimetres: the radius of the sphere an
    /// oblique view's image holds at any angle.
    public var halfDiagonal: Double {
        (position(column: 0, row: 0, slice: 0) - center).length
    }

    /// The image of an oblique view whose rows run along `orientation.row` and columns along
    /// `orientation.column`, through patient point `point`: square pixels `obliqueSpacing` apart, as many
    /// each way (an odd number) as hold the whole volume at any angle and depth, so that turning and
    /// scrolling keep the image's size, centred on the volume's centre moved along the normal to `point`'s
    /// depth. Nil for directions that span no plane or an image larger than `ObliquePlane.maximumPixels`.
    public func obliquePlane(through point: Vector3, orientation: ImageOrientation) -> ObliquePlane? {
        let row = orientation.row.normalized, column = orientation.column.normalized
        let normal = row.cross(column).normalized
        let spacing = obliqueSpacing
        let middle = center
        let depth = (point - middle).dot(normal)
        let reach = halfDiagonal / spacing
        guard spacing > 0, reach.isFinite, reach < Double(ObliquePlane.maximumPixels) else { return nil }
        let size = 2 * Int((reach - 1e-9).rounded(.up)) + 1
        return try? ObliquePlane(
            center: middle + normal * depth, rowDirection: row, columnDirection: column, width: size, height: size,
            spacing: spacing)
    }
}

extension VolumeGeometry {
    /// The slice whose plane lies nearest `place` along the normal: what a linked view shows for a place in the
    /// patient; nil when `place` lies more than half a spacing past either end slice (no slice there).
    public func slice(nearest place: Vector3) -> Int? {
        let depth = voxelPoint(of: place).z
        guard depth >= -0.5, depth <= Double(sliceCount) - 0.5 else { return nil }
        return min(sliceCount - 1, max(0, Int(depth.rounded())))
    }
}
