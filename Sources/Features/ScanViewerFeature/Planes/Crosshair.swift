import TomoVolume

/// The point the three views of a volume meet at, as a voxel: each view shows the section through it, and
/// draws it as the crossing of the other two planes. Clicking in a view moves it in that view's plane (the
/// other two views follow); scrolling a view moves it along that view's normal.
public struct Crosshair: Sendable, Hashable {
    public let geometry: VolumeGeometry
    /// The voxel: column, row, slice.
    public private(set) var column: Int
    public private(set) var row: Int
    public private(set) var slice: Int

    /// At the volume's centre.
    public init(geometry: VolumeGeometry) {
        self.geometry = geometry
        column = geometry.columns / 2
        row = geometry.rows / 2
        slice = geometry.sliceCount / 2
    }

    /// The section `plane`'s view shows.
    public func section(in plane: VolumePlane) -> Int {
        geometry.sectionPixel(ofVoxel: (column, row, slice), in: plane).section
    }

    /// Where the crosshair crosses in `plane`'s view, in section pixels.
    public func pixel(in plane: VolumePlane) -> (column: Int, row: Int) {
        let pixel = geometry.sectionPixel(ofVoxel: (column, row, slice), in: plane)
        return (pixel.column, pixel.row)
    }

    /// Moves it to pixel `pixel` of `plane`'s view (clamped to the section): that view keeps its section,
    /// the other two move to the point.
    public mutating func click(_ pixel: (column: Int, row: Int), in plane: VolumePlane) {
        let section = section(in: plane)
        let (width, height) = plane.sectionSize(in: geometry)
        let voxel = geometry.voxel(
            atPixel: (min(max(pixel.column, 0), width - 1), min(max(pixel.row, 0), height - 1)), ofSection: section, in: plane)
        (column, row, slice) = (voxel.column, voxel.row, voxel.slice)
    }

    /// Moves `plane`'s view `steps` sections along its normal (clamped to the volume).
    public mutating func scroll(_ plane: VolumePlane, by steps: Int) {
        let count = plane.sectionCount(in: geometry)
        let target = min(max(section(in: plane) + steps, 0), count - 1)
        switch plane {
        case .axial: slice = target
        case .coronal: row = target
        case .sagittal: column = target
        }
    }
}
