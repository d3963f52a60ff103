/// What an annotation is, declared once: its name in the annotation document, its title in lists and reports,
/// how many points it has, how a report draws it and what it measures. The document, the measuring, the
/// report writer and reader, and the viewer all read a kind's declaration rather than naming kinds, so a new
/// kind is one entry in `all` (with the viewer's kind and tool files).
public struct AnnotationKind: Sendable, Hashable {
    /// How a structured report draws a kind's points (its SCOORD or SCOORD3D graphic type).
    public enum ReportShape: Sendable, Hashable {
        /// An open line through its points, in order (POLYLINE).
        case polyline
        /// A closed outline through its points (POLYGON: the first point again at the end).
        case polygon
        /// Two opposite corners of a box square to its image, written as the box's four corners (POLYGON).
        case rectangle
        /// An ellipse from its centre and the ends of its two half-axes, written as its axes' four ends,
        /// the longer first (ELLIPSE).
        case ellipse
        /// One point (POINT).
        case point
    }

    /// What a kind measures on its image.
    public enum Measure: Sendable, Hashable {
        /// Nothing (an arrow).
        case nothing
        /// The length between its two points, in millimetres.
        case length
        /// The angle at its second point between the arms to the first and third, in degrees.
        case angle
        /// The angle between the line of its first two points and that of its last two, at most 90°.
        case cobbAngle
        /// The value under its one point.
        case value
        /// The area and the value figures of the region it encloses.
        case region
    }

    /// Its name in the document's `kind` member: `cobbAngle`.
    public let name: String
    /// Its name in lists and a report's tracking identifier: `Cobb angle`.
    public let title: String
    /// How many points it has (an ellipse's: its centre, then the ends of its half-axes along the image's rows
    /// and columns).
    public let pointCount: ClosedRange<Int>
    /// How a structured report draws it.
    public let reportShape: ReportShape
    /// What it measures.
    public let measure: Measure

    /// A kind named `name` in documents and `title` in lists, of `pointCount` points, drawn in reports as
    /// `reportShape`, measuring `measure`.
    public init(name: String, title: String, pointCount: ClosedRange<Int>, reportShape: ReportShape, measure: Measure) {
        self.name = name
        self.title = title
        self.pointCount = pointCount
        self.reportShape = reportShape
        self.measure = measure
    }

    /// Whether measuring it reads the volume's values (a region or a point), not only its geometry.
    public var measuresValues: Bool { measure == .value || measure == .region }

    /// The kind of `all` named `name` in a document; nil for a name no kind has.
    public init?(named name: String) {
        guard let kind = Self.all.first(where: { $0.name == name }) else { return nil }
        self = kind
    }
}

extension AnnotationKind {
    /// Two points: a length.
    public static let length = AnnotationKind(name: "length", title: "Length", pointCount: 2...2, reportShape: .polyline, measure: .length)
    /// Three points: the first arm's end, the vertex, the second arm's end.
    public static let angle = AnnotationKind(name: "angle", title: "Angle", pointCount: 3...3, reportShape: .polyline, measure: .angle)
    /// Four points: two lines, the angle between them.
    public static let cobbAngle = AnnotationKind(
        name: "cobbAngle", title: "Cobb angle", pointCount: 4...4, reportShape: .polyline, measure: .cobbAngle)
    /// Three points: the centre, the end of the half-axis along the image's rows, that along its columns.
    public static let ellipse = AnnotationKind(name: "ellipse", title: "Ellipse", pointCount: 3...3, reportShape: .ellipse, measure: .region)
    /// Two points: opposite corners.
    public static let rectangle = AnnotationKind(
        name: "rectangle", title: "Rectangle", pointCount: 2...2, reportShape: .rectangle, measure: .region)
    /// Three or more points: a closed outline.
    public static let polygon = AnnotationKind(
        name: "polygon", title: "Polygon", pointCount: 3...AnnotationRecord.maximumPoints, reportShape: .polygon, measure: .region)
    /// One point: a pinned probe reading.
    public static let point = AnnotationKind(name: "point", title: "Point", pointCount: 1...1, reportShape: .point, measure: .value)
    /// Two points: the tail, then the tip it points at; its text is the record's `label`.
    public static let arrow = AnnotationKind(name: "arrow", title: "Arrow", pointCount: 2...2, reportShape: .polyline, measure: .nothing)

    /// Every kind, the registry the document, the measuring and the reports read. Where a report's region fits
    /// several (a line of two points: a length or an arrow), the reader takes the one its tracking identifier
    /// names, else the one whose measurement it holds, else the first listed. A new kind is one entry more.
    public static let all: [AnnotationKind] = [.length, .angle, .cobbAngle, .ellipse, .rectangle, .polygon, .point, .arrow]
}
