import TomoAnnotations
import Foundation
import TomoVolume

/// An elliptical region of one image, its axes along the image's rows and columns, with the HU figures of
/// the pixels whose centres lie inside it.
public struct EllipseAnnotation: BoxRegionAnnotation {
    /// Its kind in the annotation document and reports.
    public static let kind = AnnotationKind.ellipse
    public var id = 0
    public var place: AnnotationPlace
    /// Its centre and its half-widths along x and y, in image pixels from the top left corner.
    public var center: Point2D
    public var radii: Point2D
    public var measurement: RegionMeasurement?

    /// The ellipse inscribed in the box with opposite corners `corner` and `opposite`.
    public init(place: AnnotationPlace, corner: Point2D, opposite: Point2D) {
        self.place = place
        center = (corner + opposite) * 0.5
        radii = Point2D(abs(opposite.x - corner.x) / 2, abs(opposite.y - corner.y) / 2)
    }

    public var kindTitle: String { "Ellipse" }
    public var hasArea: Bool { radii.x > 0 && radii.y > 0 }
    public var outline: [Double] { [center.x, center.y, radii.x, radii.y] }
    public var region: any SectionRegion {
        EllipseRegion(center: (center.x - 0.5, center.y - 0.5), radii: (radii.x, radii.y))
    }

    public var handles: [Point2D] { AnnotationShape.ellipse(center: center, radii: radii).points }
    public var shapes: [AnnotationShape] { [.ellipse(center: center, radii: radii)] }

    /// Its handles are the ends of its axes (left, right, top, bottom): the one dragged moves its side of
    /// the box, the opposite side stays.
    public func moving(handle index: Int, to point: Point2D) -> EllipseAnnotation {
        let left = center.x - radii.x, right = center.x + radii.x, top = center.y - radii.y, bottom = center.y + radii.y
        let (x0, x1) = index == 0 ? (point.x, right) : index == 1 ? (left, point.x) : (left, right)
        let (y0, y1) = index == 2 ? (point.y, bottom) : index == 3 ? (top, point.y) : (top, bottom)
        var moved = EllipseAnnotation(place: place, corner: Point2D(x0, y0), opposite: Point2D(x1, y1))
        moved.id = id
        moved.measurement = measurement
        return moved
    }

    /// How far image point `point` is from its outline (measured along 64 points of it).
    public func distance(to point: Point2D) -> Double {
        let outline = (0..<64).map { step in
            let angle = Double(step) * 2 * Double.pi / 64
            return center + Point2D(radii.x * cos(angle), radii.y * sin(angle))
        }
        return point.distance(toPath: outline, closed: true)
    }
}

extension EllipseAnnotation {
    /// Its centre, then the ends of its half-axes along the image's rows and columns.
    public var figure: AnnotationFigure? {
        AnnotationFigure(kind: Self.kind, points: [center, center + Point2D(radii.x, 0), center + Point2D(0, radii.y)], values: values)
    }

    public init?(figure: AnnotationFigure, place: AnnotationPlace) {
        guard figure.kind == Self.kind, figure.points.count == 3 else { return nil }
        let center = figure.points[0]
        let radii = Point2D(abs(figure.points[1].x - center.x), abs(figure.points[2].y - center.y))
        self.init(place: place, corner: center - radii, opposite: center + radii)
    }
}
