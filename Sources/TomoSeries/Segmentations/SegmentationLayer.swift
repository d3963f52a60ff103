import TomoCore
import TomoVolume

/// A segmentation (a DICOM SEG's segments, an RT Structure Set's ROIs) laid over a series: each segment's
/// voxels as labels on the series' volume grid, to be cut by the same plane and slab as the images
/// (`LabelVolume`) and drawn in its colour (`LabelLayer`), with what a reader reads off each: its voxels, volume
/// and centre, and, once the series is in, its values there (`measure`).
public struct SegmentationLayer: Sendable {
    /// One segment as laid over the series.
    public struct Segment: Sendable, Hashable, Identifiable {
        /// Its number (a structure set ROI's ROI Number) and label.
        public var number: Int
        public var label: String
        /// What it is: its category and type (the coded concepts' meanings: `Anatomical Structure`, `Liver`; an
        /// ROI's RT ROI Interpreted Type).
        public var category: String?
        public var type: String?
        /// The colour it is drawn in.
        public var colour: RGBColour
        /// The series' voxels inside it, and their volume in mL (voxels × a voxel's volume / 1000).
        public var voxels: Int
        public var volumeML: Double
        /// Where the centre of its voxels lies in patient space; nil for a segment on no voxel.
        public var centre: Vector3?

        /// Its number: a segment is laid over once.
        public var id: Int { number }

        /// Segment `number`, not yet counted where `voxels` is 0.
        public init(
            number: Int, label: String, category: String? = nil, type: String? = nil, colour: RGBColour, voxels: Int = 0,
            volumeML: Double = 0, centre: Vector3? = nil
        ) {
            self.number = number
            self.label = label
            self.category = category
            self.type = type
            self.colour = colour
            self.voxels = voxels
            self.volumeML = volumeML
            self.centre = centre
        }
    }

    /// The segments, by number.
    public var segments: [Segment]
    /// Each voxel's segment (label = segment number); where segments overlap, the higher-numbered.
    public var labels: LabelVolume
    /// The segments sharing a voxel with another.
    public var overlapping: Set<Int>
    /// What in the object could not be used, each naming the element: the rest is shown.
    public var problems: [String]
    /// The labels made again without the `hidden` segments, so that a segment under a hidden one shows where
    /// they overlap.
    public var relabel: @Sendable (_ hidden: Set<Int>) async throws -> LabelVolume
    /// Each segment's statistics of `volume`'s own values (the series' voxels, not the overlay's pixels), by
    /// number; `volume` is on the labels' grid.
    public var measure: @Sendable (_ volume: CTVolume) async throws -> [Int: RegionStatistics]

    /// `segments` labelled in `labels`, made again and measured by `relabel` and `measure`.
    public init(
        segments: [Segment], labels: LabelVolume, overlapping: Set<Int> = [], problems: [String] = [],
        relabel: @escaping @Sendable (Set<Int>) async throws -> LabelVolume,
        measure: @escaping @Sendable (CTVolume) async throws -> [Int: RegionStatistics]
    ) {
        self.segments = segments
        self.labels = labels
        self.overlapping = overlapping
        self.problems = problems
        self.relabel = relabel
        self.measure = measure
    }

    /// The segment numbered `number`.
    public func segment(_ number: Int) -> Segment? { segments.first { $0.number == number } }
}
