import TomoCore
import TomoVolume

/// The image an annotation was drawn on: its plane, its index along the plane's normal (the slice for
/// axial), how far apart its pixels are (which lengths and areas are measured with) and, where the series
/// says where it lies, its geometry, which places the annotation's points in patient space; on a turned view,
/// the oblique plane it shows.
public struct AnnotationPlace: Sendable, Hashable {
    public var plane: VolumePlane
    public var section: Int
    /// The image's pixel spacing; nil where the series does not say (a server's rendered frames).
    public var pixelSpacing: PixelSpacing?
    /// The series' geometry; nil where it gives none.
    public var geometry: VolumeGeometry?
    /// The image of the turned view it was drawn on; nil on a square section.
    public var oblique: ObliquePlane?

    public init(
        plane: VolumePlane, section: Int, pixelSpacing: PixelSpacing?, geometry: VolumeGeometry? = nil,
        oblique: ObliquePlane? = nil
    ) {
        self.plane = plane
        self.section = section
        self.pixelSpacing = pixelSpacing
        self.geometry = geometry
        self.oblique = oblique
    }

    /// The plane of the image: its section of `plane`, or the oblique plane.
    public var sectionPlane: SectionPlane {
        oblique.map(SectionPlane.oblique) ?? .named(plane, index: section)
    }

    /// Where image point `point` (pixels from the image's top left corner, a pixel's centre at + 0.5) lies in
    /// patient space (LPS, mm); nil without the series' geometry.
    public func patientPosition(of point: Point2D) -> Vector3? {
        geometry.map { sectionPlane.position(column: point.x - 0.5, row: point.y - 0.5, in: $0) }
    }

    /// Whether it lies on `shown`, the plane a view shows: the same section of the same named plane, or the
    /// same oblique plane within a micrometre and a millionth of a direction cosine, as scrolling away and
    /// back leaves it.
    public func isShown(on shown: SectionPlane) -> Bool {
        switch (sectionPlane, shown) {
        case let (.named(mine, index), .named(other, otherIndex)):
            return mine == other && index == otherIndex
        case let (.oblique(mine), .oblique(other)):
            return mine.width == other.width && mine.height == other.height && mine.spacing == other.spacing
                && mine.center.isClose(to: other.center, tolerance: 1e-3)
                && mine.rowDirection.isClose(to: other.rowDirection, tolerance: 1e-6)
                && mine.columnDirection.isClose(to: other.columnDirection, tolerance: 1e-6)
        default:
            return false
        }
    }

    /// The place as the list writes it: `Axial 54` (the section counted from 1), `Coronal oblique 3` (its
    /// steps from the volume's centre).
    public var title: String { oblique == nil ? "\(plane.title) \(section + 1)" : "\(plane.title) oblique \(section)" }
}
