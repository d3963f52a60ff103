import TomoCore
import TomoVolume

/// One annotation as Tomo's annotation document keeps it: its kind, the image it was drawn on and its
/// points in that image's pixels as `tomo render --plane` writes the image (a pixel's centre at whole
/// numbers, column x, row y; coronal and sagittal images resampled to square pixels).
public struct AnnotationRecord: Sendable, Equatable {
    /// What an annotation is.
    public enum Kind: String, Sendable, CaseIterable {
        /// Two points: a length.
        case length
        /// Three points: the first arm's end, the vertex, the second arm's end.
        case angle
        /// Four points: two lines, the angle between them.
        case cobbAngle
        /// `center` and `radii`, the axes along the image's rows and columns.
        case ellipse
        /// Two points: opposite corners.
        case rectangle
        /// Three or more points: a closed outline.
        case polygon
        /// One point: a pinned probe reading.
        case point
        /// Two points: the tail, then the tip it points at; its text is `label`.
        case arrow
    }

    public var kind: Kind
    /// The plane of the view it was drawn in (for one on a turned view, the view's plane before turning).
    public var plane: VolumePlane
    /// The section along `plane`'s normal (the slice, in geometric order, for axial); nil on an oblique plane.
    public var slice: Int?
    /// The turned plane it was drawn on, in patient coordinates; nil on a section of the volume.
    public var obliquePlane: ObliquePlane?
    /// Its points (not the ellipse's).
    public var points: [RegionPoint]
    /// The ellipse's centre and half-axes; nil for the other kinds.
    public var center: RegionPoint?
    public var radii: RegionPoint?
    /// The reader's text (an arrow's).
    public var label: String?
    /// What it measured when it was written, as the viewer showed it.
    public var measurements: [RecordedMeasurement]
    /// The members of its JSON object that Tomo does not read, kept to be written back.
    public var otherMembers: [(key: String, value: JSONValue?)]

    public init(
        kind: Kind, plane: VolumePlane, slice: Int?, obliquePlane: ObliquePlane? = nil, points: [RegionPoint] = [],
        center: RegionPoint? = nil, radii: RegionPoint? = nil, label: String? = nil, measurements: [RecordedMeasurement] = [],
        otherMembers: [(key: String, value: JSONValue?)] = []
    ) {
        self.kind = kind
        self.plane = plane
        self.slice = slice
        self.obliquePlane = obliquePlane
        self.points = points
        self.center = center
        self.radii = radii
        self.label = label
        self.measurements = measurements
        self.otherMembers = otherMembers
    }

    public static func == (lhs: AnnotationRecord, rhs: AnnotationRecord) -> Bool {
        lhs.kind == rhs.kind && lhs.plane == rhs.plane && lhs.slice == rhs.slice && lhs.obliquePlane == rhs.obliquePlane
            && lhs.points == rhs.points && lhs.center == rhs.center && lhs.radii == rhs.radii && lhs.label == rhs.label
            && lhs.measurements == rhs.measurements && JSONValue.object(lhs.otherMembers) == JSONValue.object(rhs.otherMembers)
    }
}
