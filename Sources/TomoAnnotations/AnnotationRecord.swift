import TomoCore
import TomoVolume

/// One annotation as Tomo's annotation document keeps it: its kind, the image it was drawn on, its points in
/// that image's pixels as `tomo render --plane` writes the image (a pixel's centre at whole numbers, column x,
/// row y; coronal and sagittal images resampled to square pixels) and, where its series says where its images
/// lie, the same points in patient space (`positions`), which place it on any view of that frame of reference.
public struct AnnotationRecord: Sendable, Equatable {
    public var kind: AnnotationKind
    /// The plane of the view it was drawn in (for one on a turned view, the view's plane before turning).
    public var plane: VolumePlane
    /// The section along `plane`'s normal (the slice, in geometric order, for axial); nil on an oblique plane.
    public var slice: Int?
    /// The turned plane it was drawn on, in patient coordinates; nil on a section of the volume.
    public var obliquePlane: ObliquePlane?
    /// Its points, as many as its kind has (an ellipse's: its centre, then the ends of its half-axes along the
    /// image's rows and columns).
    public var points: [RegionPoint]
    /// Its points in patient space (LPS, mm), in the order of `points`; empty where the series gives no
    /// geometry.
    public var positions: [Vector3]
    /// The reader's text (an arrow's).
    public var label: String?
    /// What it measured when it was written, as the viewer showed it.
    public var measurements: [RecordedMeasurement]
    /// The members of its JSON object that Tomo does not read, kept to be written back.
    public var otherMembers: [(key: String, value: JSONValue?)]

    public init(
        kind: AnnotationKind, plane: VolumePlane, slice: Int?, obliquePlane: ObliquePlane? = nil, points: [RegionPoint] = [],
        positions: [Vector3] = [], label: String? = nil, measurements: [RecordedMeasurement] = [],
        otherMembers: [(key: String, value: JSONValue?)] = []
    ) {
        self.kind = kind
        self.plane = plane
        self.slice = slice
        self.obliquePlane = obliquePlane
        self.points = points
        self.positions = positions
        self.label = label
        self.measurements = measurements
        self.otherMembers = otherMembers
    }

    public static func == (lhs: AnnotationRecord, rhs: AnnotationRecord) -> Bool {
        lhs.kind == rhs.kind && lhs.plane == rhs.plane && lhs.slice == rhs.slice && lhs.obliquePlane == rhs.obliquePlane
            && lhs.points == rhs.points && lhs.positions == rhs.positions && lhs.label == rhs.label
            && lhs.measurements == rhs.measurements && JSONValue.object(lhs.otherMembers) == JSONValue.object(rhs.otherMembers)
    }
}

extension AnnotationRecord {
    /// An ellipse of centre `center` and half-axes `radii` along its image's rows (x) and columns (y).
    public init(
        ellipseOn plane: VolumePlane, slice: Int?, obliquePlane: ObliquePlane? = nil, center: RegionPoint, radii: RegionPoint,
        label: String? = nil, measurements: [RecordedMeasurement] = []
    ) {
        self.init(
            kind: .ellipse, plane: plane, slice: slice, obliquePlane: obliquePlane,
            points: [center, RegionPoint(x: center.x + radii.x, y: center.y), RegionPoint(x: center.x, y: center.y + radii.y)],
            label: label, measurements: measurements)
    }

    /// An ellipse's centre; nil for the other kinds.
    public var center: RegionPoint? { kind == .ellipse ? points.first : nil }

    /// An ellipse's half-axes along its image's rows (x) and columns (y); nil for the other kinds.
    public var radii: RegionPoint? {
        guard kind == .ellipse, points.count == 3 else { return nil }
        return RegionPoint(x: abs(points[1].x - points[0].x), y: abs(points[2].y - points[0].y))
    }
}
