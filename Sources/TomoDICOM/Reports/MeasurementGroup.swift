/// One measurement group of a TID 1500 report (TID 1410, planar ROI measurements): a tracked finding, the
/// region it was measured on and what was measured there.
public struct MeasurementGroup: Sendable, Hashable {
    /// The finding's name for people (`Ellipse 1`), and its UID.
    public var trackingIdentifier: String
    /// The UID that tracks the finding across reports (Tracking Unique Identifier).
    public var trackingUID: String
    /// Where it was measured: its shape and its points.
    public var region: ReportRegion
    /// Its figures: a length, an area, a mean, an angle…
    public var measurements: [ReportMeasurement]

    public init(trackingIdentifier: String, trackingUID: String, region: ReportRegion, measurements: [ReportMeasurement]) {
        self.trackingIdentifier = trackingIdentifier
        self.trackingUID = trackingUID
        self.region = region
        self.measurements = measurements
    }
}

/// A value measured: what (`Mean`), how much, in what unit (UCUM).
public struct ReportMeasurement: Sendable, Hashable {
    /// What was measured (`Length`, `Mean`).
    public var concept: CodedConcept
    /// The figure, in `unit`.
    public var value: Double
    /// Its UCUM unit (`mm`, `[hnsf'U]`).
    public var unit: CodedConcept

    public init(concept: CodedConcept, value: Double, unit: CodedConcept) {
        self.concept = concept
        self.value = value
        self.unit = unit
    }
}

/// Where a group was measured: points on one image (SCOORD, the image's pixels with the top left corner of
/// the top left pixel at 0, 0), or in the patient (SCOORD3D, millimetres in a frame of reference).
public struct ReportRegion: Sendable, Hashable {
    /// How the points make the region (PS3.3 C.18.6.1.2).
    public enum Shape: String, Sendable, Hashable {
        /// One point.
        case point = "POINT"
        /// Connected points, open.
        case polyline = "POLYLINE"
        /// Connected points, closed: the first repeated at the end.
        case polygon = "POLYGON"
        /// Four points: the ends of the major axis, then of the minor.
        case ellipse = "ELLIPSE"
    }

    /// Where the points are.
    public enum Place: Sendable, Hashable {
        /// On the image of SOP Class `sopClassUID`, instance `sopInstanceUID` (column x, row y, in pixels);
        /// of a multi-frame instance, on its frame `frame` (counted from 1, as DICOM counts frames).
        case image(sopClassUID: String, sopInstanceUID: String, frame: Int? = nil)
        /// In the patient, in frame of reference `frameOfReferenceUID` (x, y, z in millimetres).
        case patient(frameOfReferenceUID: String)
    }

    /// The graphic type: a point, a polyline, a polygon, an ellipse.
    public var shape: Shape
    /// The space its coordinates are in: an image's pixels, or patient space in millimetres.
    public var place: Place
    /// The points' coordinates, flat: x, y for an image; x, y, z in the patient (written as 32-bit floats, as
    /// DICOM's Graphic Data is).
    public var coordinates: [Double]

    public init(shape: Shape, place: Place, coordinates: [Double]) {
        self.shape = shape
        self.place = place
        self.coordinates = coordinates
    }
}
