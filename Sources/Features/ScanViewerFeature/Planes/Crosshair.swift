import TomoCore
import TomoVolume

/// The point the three views of a volume meet at, and how each view's plane is turned about it: each view
/// shows the plane through the point, and draws it as the crossing of the other two planes' lines. Clicking
/// in a view moves the point in that view's plane (the other two views follow); scrolling a view moves it
/// along that view's normal. Turning a view's lines (`rotate(about:by:)`) turns the other two planes about
/// its normal, so that the three stay at right angles: single oblique, then double oblique from a second view.
public struct Crosshair: Sendable, Hashable {
    public let geometry: VolumeGeometry
    /// The point in voxel coordinates (column, row and slice as x, y and z; fractions between centres,
    /// where an oblique view put it), inside the volume.
    public private(set) var point: Vector3
    /// How each plane is turned from square; the planes not listed are square.
    public private(set) var turns: [VolumePlane: Rotation3] = [:]

    /// Turns closer to square than this, per matrix element, are square.
    static let squareTolerance = 1e-9

    /// At the volume's centre, every plane square.
    public init(geometry: VolumeGeometry) {
        self.geometry = geometry
        point = Vector3(Double(geometry.columns / 2), Double(geometry.rows / 2), Double(geometry.sliceCount / 2))
    }

    /// The voxel nearest the point: column, row, slice.
    public var column: Int { Self.nearest(point.x, below: geometry.columns) }
    public var row: Int { Self.nearest(point.y, below: geometry.rows) }
    public var slice: Int { Self.nearest(point.z, below: geometry.sliceCount) }

    /// The point in patient space.
    public var position: Vector3 { geometry.position(ofVoxelPoint: point) }

    /// Whether any plane is turned.
    public var isOblique: Bool { !turns.isEmpty }

    /// The directions across and down `plane`'s view: its square sections' turned by its turn.
    public func orientation(of plane: VolumePlane) -> ImageOrientation {
        let square = geometry.sectionOrientation(plane)
        guard let turn = turns[plane] else { return square }
        return ImageOrientation(row: turn.applied(to: square.row), column: turn.applied(to: square.column))
    }

    /// The image `plane`'s view shows when it is turned (`VolumeGeometry.obliquePlane(through:orientation:)`);
    /// nil while it is square.
    public func obliquePlane(in plane: VolumePlane) -> ObliquePlane? {
        guard turns[plane] != nil else { return nil }
        return geometry.obliquePlane(through: position, orientation: orientation(of: plane))
    }

    /// The plane `plane`'s view shows: its square section through the point, or the turned view's oblique
    /// plane (`obliquePlane(in:)`).
    public func sectionPlane(in plane: VolumePlane) -> SectionPlane {
        obliquePlane(in: plane).map(SectionPlane.oblique) ?? .named(plane, index: section(in: plane))
    }

    /// The section `plane`'s view shows: for a square view its index along the plane's normal, for a turned
    /// one the point's depth in steps of the view's pixel spacing from the volume's centre.
    public func section(in plane: VolumePlane) -> Int {
        guard turns[plane] != nil else {
            return geometry.sectionPixel(ofVoxel: (column, row, slice), in: plane).section
        }
        let normal = orientation(of: plane).normal.normalized
        return Int(((position - geometry.center).dot(normal) / geometry.obliqueSpacing).rounded())
    }

    /// Where the point lies in `plane`'s view, in image pixels from the image's top left corner (a pixel's
    /// centre at + 0.5).
    public func imagePoint(in plane: VolumePlane) -> Point2D {
        if let oblique = obliquePlane(in: plane) {
            let offset = position - oblique.center
            return Point2D(
                offset.dot(oblique.rowDirection) / oblique.spacing + Double(oblique.width - 1) / 2 + 0.5,
                offset.dot(oblique.columnDirection) / oblique.spacing + Double(oblique.height - 1) / 2 + 0.5)
        }
        // Coronal and sagittal rows run from the slice shown at the top: the first, or the last.
        let top = Double(geometry.slice(shownInSectionRow: 0))
        let down = top == 0 ? point.z : top - point.z
        return switch plane {
        case .axial: Point2D(point.x + 0.5, point.y + 0.5)
        case .coronal: Point2D(point.x + 0.5, down + 0.5)
        case .sagittal: Point2D(point.y + 0.5, down + 0.5)
        }
    }

    /// The other two planes' lines in `plane`'s view, each through `imagePoint(in:)`, as a direction in image
    /// pixels (unit length in millimetres): the line along which that plane cuts this one.
    public func lines(in plane: VolumePlane) -> [(plane: VolumePlane, direction: Point2D)] {
        let orientation = orientation(of: plane)
        let spacing = pixelSpacing(of: plane)
        let normal = orientation.normal
        return VolumePlane.allCases.filter { $0 != plane }.map { other in
            let along = normal.cross(self.orientation(of: other).normal).normalized
            return (other, Point2D(along.dot(orientation.row) / spacing.column, along.dot(orientation.column) / spacing.row))
        }
    }

    /// How far apart `plane`'s view's pixels are: its square sections', or the oblique spacing when turned.
    public func pixelSpacing(of plane: VolumePlane) -> PixelSpacing {
        sectionPlane(in: plane).pixelSpacing(in: geometry)
    }

    /// The size of `plane`'s view's image, in pixels.
    public func imageSize(of plane: VolumePlane) -> (columns: Int, rows: Int) {
        sectionPlane(in: plane).size(in: geometry)
    }

    /// Moves it to image point `imagePoint` of `plane`'s view (a pixel's centre at + 0.5; kept inside the
    /// volume): that view keeps its plane, the other two move to the point. In a square view, to the centre
    /// of the voxel there.
    public mutating func click(_ imagePoint: Point2D, in plane: VolumePlane) {
        if let oblique = obliquePlane(in: plane) {
            point = clamped(geometry.voxelPoint(of: oblique.position(column: imagePoint.x - 0.5, row: imagePoint.y - 0.5)))
            return
        }
        let section = section(in: plane)
        let (width, height) = plane.sectionSize(in: geometry)
        let pixel = (Self.nearest(imagePoint.x - 0.5, below: width), Self.nearest(imagePoint.y - 0.5, below: height))
        let voxel = geometry.voxel(atPixel: pixel, ofSection: section, in: plane)
        point = Vector3(Double(voxel.column), Double(voxel.row), Double(voxel.slice))
    }

    /// Moves `plane`'s view `steps` sections along its normal (kept inside the volume); a turned view by its
    /// pixel spacing a step.
    public mutating func scroll(_ plane: VolumePlane, by steps: Int) {
        guard turns[plane] == nil else {
            let normal = orientation(of: plane).normal.normalized
            let moved = position + normal * (Double(steps) * geometry.obliqueSpacing)
            point = clamped(geometry.voxelPoint(of: moved))
            return
        }
        let count = plane.sectionCount(in: geometry)
        let target = Double(min(max(section(in: plane) + steps, 0), count - 1))
        switch plane {
        case .axial: point.z = target
        case .coronal: point.y = target
        case .sagittal: point.x = target
        }
    }

    /// Moves the point to patient-space `position`, kept inside the volume; returns whether `position` lay inside
    /// (within half a voxel of the outermost voxels' centres, along each axis).
    @discardableResult
    public mutating func move(to position: Vector3) -> Bool {
        let voxel = geometry.voxelPoint(of: position)
        point = clamped(voxel)
        let last = Vector3(Double(geometry.columns - 1), Double(geometry.rows - 1), Double(geometry.sliceCount - 1))
        return zip(voxel.components, last.components).allSatisfy { $0 >= -0.5 && $0 <= $1 + 0.5 }
    }

    /// Moves the point to slice `slice` (the slider's), keeping its column and row.
    public mutating func moveToSlice(_ slice: Int) {
        point.z = Double(min(max(slice, 0), geometry.sliceCount - 1))
    }

    /// Turns the other two planes by `angle` radians about `plane`'s normal through the point: in `plane`'s
    /// view (its pixels made square in millimetres) their lines turn by `angle` clockwise on the image (from
    /// its rows towards its columns).
    public mutating func rotate(about plane: VolumePlane, by angle: Double) {
        let turn = Rotation3(axis: orientation(of: plane).normal, angle: angle)
        for other in VolumePlane.allCases where other != plane {
            let turned = turn * (turns[other] ?? .identity)
            turns[other] = turned.isClose(to: .identity, tolerance: Self.squareTolerance) ? nil : turned
        }
    }

    /// Every plane square again; the point stays.
    public mutating func square() {
        turns = [:]
    }

    private func clamped(_ voxel: Vector3) -> Vector3 {
        func clamp(_ value: Double, _ count: Int) -> Double { min(max(value, 0), Double(count - 1)) }
        return Vector3(clamp(voxel.x, geometry.columns), clamp(voxel.y, geometry.rows), clamp(voxel.z, geometry.sliceCount))
    }

    private static func nearest(_ value: Double, below count: Int) -> Int {
        guard value.isFinite else { return 0 }
        return min(max(Int(value.rounded()), 0), count - 1)
    }
}
