import TomoCore
import TomoVolume

/// A DICOM Segmentation (PS3.3 A.51: SEG, and Sup 243's Label Map Segmentation): its segments, and its frames,
/// each on a plane in patient space with what it holds: one segment's mask (BINARY, 0 or 1), one segment's
/// fractions (FRACTIONAL, 0 to `maximumFractionalValue`) or every segment's number (LABELMAP, 0 for none). Read
/// from its header alone; a frame's values are decoded when asked for (`values(ofFrame:in:)`), so a SEG of many
/// segments holds no more than its file until then.
public struct DICOMSegmentation: Sendable {
    /// What a frame's values mean (Segmentation Type).
    public enum Kind: String, Sendable, Hashable {
        /// One segment's mask a frame, 1 inside.
        case binary = "BINARY"
        /// One segment's fractions a frame, of `maximumFractionalValue`.
        case fractional = "FRACTIONAL"
        /// Every segment's number in each pixel (0: none).
        case labelMap = "LABELMAP"
    }

    /// One segment: what it is, and how it is drawn.
    public struct Segment: Sendable, Hashable {
        public var number: Int
        public var label: String
        /// The Segmented Property Category (`Tissue`, `Anatomical Structure`…).
        public var category: CodedConcept?
        /// The Segmented Property Type (`Liver`, `Nodule`…).
        public var type: CodedConcept?
        /// AUTOMATIC, SEMIAUTOMATIC or MANUAL.
        public var algorithmType: String?
        public var algorithmName: String?
        /// Its Recommended Display CIELab Value in sRGB, else a palette's colour.
        public var colour: RGBColour
    }

    /// One frame: where it lies and what it holds.
    public struct Frame: Sendable, Hashable {
        /// Its index among the object's frames.
        public var index: Int
        /// The segment it is a mask of (nil for a label map's frames, which hold every segment).
        public var segment: Int?
        /// Its first pixel's centre, its orientation, its pixels' spacing; nil where the object does not say.
        public var position: Vector3?
        public var orientation: ImageOrientation?
        public var pixelSpacing: PixelSpacing?
    }

    public var kind: Kind
    /// PROBABILITY or OCCUPANCY, for a FRACTIONAL one.
    public var fractionalType: String?
    /// The value a FRACTIONAL frame holds for a whole pixel inside (1 for the others).
    public var maximumFractionalValue: Int
    public var segments: [Segment]
    public var frames: [Frame]
    public var rows: Int
    public var columns: Int
    /// Who it is (its series, SOP instance) and whose (patient, study).
    public var identity: InstanceIdentity
    public var frameOfReferenceUID: String?
    /// The series it was made from (its Referenced Series Sequence).
    public var referencedSeriesUIDs: [String]
    /// What in it could not be used, each naming the element: the rest is shown.
    public var problems: [String]

    /// The segment numbered `number`.
    public func segment(_ number: Int) -> Segment? { segments.first { $0.number == number } }

    /// The frames of segment `number` (a label map's frames hold every segment).
    public func frames(of number: Int) -> [Frame] {
        kind == .labelMap ? frames : frames.filter { $0.segment == number }
    }
}
