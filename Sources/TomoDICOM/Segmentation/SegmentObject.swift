import TomoCore
import TomoVolume

/// What lays segments over a series: a DICOM Segmentation (its frames in its file) or an RT Structure Set (its
/// ROIs' contours). Commands and the viewer read either through this.
public enum SegmentObject: Sendable {
    case segmentation(DICOMSegmentation, SegmentationFile)
    case structureSet(DICOMStructureSet)

    /// The object `file` holds.
    /// - Throws: ``DICOMError/notAnImage(kind:)`` for one that is neither; what reading either throws.
    public init(_ file: SegmentationFile) throws(DICOMError) {
        let data = file.header.dataSet
        if DICOMStructureSet.isStructureSet(data) {
            self = .structureSet(try DICOMStructureSet(data))
        } else {
            self = .segmentation(try DICOMSegmentation(file: file.header), file)
        }
    }

    /// Whether `data` is a segmentation's or a structure set's.
    public static func isSegmentObject(_ data: DataSet) -> Bool {
        DICOMSegmentation.isSegmentation(data) || DICOMStructureSet.isStructureSet(data)
    }

    /// Its kind as `tomo seg ls` prints it: BINARY, FRACTIONAL, LABELMAP or RTSTRUCT.
    public var kind: String {
        switch self {
        case .segmentation(let seg, _): seg.kind.rawValue
        case .structureSet: "RTSTRUCT"
        }
    }

    /// Its segments or ROIs: number, label, what it is (a segment's property type, an ROI's interpreted type),
    /// colour, and how many frames or contours hold it.
    public var parts: [(number: Int, label: String, type: String?, colour: RGBColour, pieces: Int)] {
        switch self {
        case .segmentation(let seg, _):
            // Counted in one pass over the frames (a SEG of 100 segments may hold thousands).
            let counts = seg.kind == .labelMap ? [:] : Dictionary(seg.frames.map { ($0.segment, 1) }, uniquingKeysWith: +)
            return seg.segments.map { ($0.number, $0.label, $0.type?.meaning, $0.colour, seg.kind == .labelMap ? seg.frames.count : counts[$0.number] ?? 0) }
        case .structureSet(let set):
            return set.rois.map { ($0.number, $0.name, $0.interpretedType, $0.colour, $0.contours.count) }
        }
    }

    /// Who it is (its series, SOP instance) and whose (patient, study).
    public var identity: InstanceIdentity {
        switch self {
        case .segmentation(let seg, _): seg.identity
        case .structureSet(let set): set.identity
        }
    }

    /// The frame of reference its segments or contours lie in.
    public var frameOfReferenceUID: String? {
        switch self {
        case .segmentation(let seg, _): seg.frameOfReferenceUID
        case .structureSet(let set): set.frameOfReferenceUID
        }
    }

    /// The series it was made from, or drawn on.
    public var referencedSeriesUIDs: [String] {
        switch self {
        case .segmentation(let seg, _): seg.referencedSeriesUIDs
        case .structureSet(let set): set.referencedSeriesUIDs
        }
    }

    /// What in it could not be used, each naming the element.
    public var problems: [String] {
        switch self {
        case .segmentation(let seg, _): seg.problems
        case .structureSet(let set): set.problems
        }
    }

    /// Its segments placed on `geometry`.
    /// - Throws: `DICOMError` where a segmentation's pixels cannot be described.
    public func placed(on geometry: VolumeGeometry) throws(DICOMError) -> any SegmentVoxels {
        switch self {
        case .segmentation(let seg, let file): try SegmentationRaster(seg, in: file, on: geometry)
        case .structureSet(let set): StructureSetRaster(set, on: geometry)
        }
    }
}
