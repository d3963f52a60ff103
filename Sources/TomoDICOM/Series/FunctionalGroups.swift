import TomoCore
import TomoVolume

/// Where an image's per-frame attributes are found (PS3.3 C.7.6.16): a frame's own functional groups, then the
/// shared ones, then the data set's top level (a single-frame image, or one without functional groups).
struct FunctionalGroups {
    /// Where a frame lies: its first pixel's centre, its orientation and its pixels' spacing, each nil where the
    /// data set does not say (or says something that cannot be: cosines that are not two unit vectors at right
    /// angles, a spacing not positive).
    struct Plane {
        var position: Vector3?
        var orientation: ImageOrientation?
        var pixelSpacing: PixelSpacing?
    }

    let data: DataSet
    let shared: DataSet?
    let perFrame: [DataSet]?
    /// The plane's numbers where a frame's own groups do not hold them (from the shared groups or the top level),
    /// read once rather than for each of thousands of frames; by the tag, with its sequence.
    private let planeDefaults: [DICOMTag: [Double]]

    /// The plane's elements and the sequences holding them.
    private static let planeElements: [(tag: DICOMTag, sequence: DICOMTag)] = [
        (.pixelSpacing, .pixelMeasuresSequence), (.imagePositionPatient, .planePositionSequence),
        (.imageOrientationPatient, .planeOrientationSequence),
    ]

    /// The groups of `data`.
    init(_ data: DataSet) {
        self.data = data
        let shared = data.sequence(.sharedFunctionalGroupsSequence)?.first
        self.shared = shared
        perFrame = data.sequence(.perFrameFunctionalGroupsSequence)
        var defaults: [DICOMTag: [Double]] = [:]
        for (tag, sequence) in Self.planeElements {
            let holder = shared?.sequence(sequence)?.first.flatMap { $0[tag] != nil ? $0 : nil } ?? (data[tag] != nil ? data : nil)
            defaults[tag] = holder?.numbers(tag)
        }
        planeDefaults = defaults
    }

    /// Frame `frame`'s own groups, nil where it has none.
    func groups(ofFrame frame: Int) -> DataSet? {
        perFrame.flatMap { $0.indices.contains(frame) ? $0[frame] : nil }
    }

    /// The data set holding `tag` for frame `frame`: the first item of `sequence` in its own groups, else in the
    /// shared ones, else the top level; nil where none holds it.
    func holder(of tag: DICOMTag, in sequence: DICOMTag, frame: Int) -> DataSet? {
        if let item = groups(ofFrame: frame)?.sequence(sequence)?.first, item[tag] != nil { return item }
        if let item = shared?.sequence(sequence)?.first, item[tag] != nil { return item }
        return data[tag] != nil ? data : nil
    }

    /// The numbers of `tag` for frame `frame` (see `holder(of:in:frame:)`).
    func numbers(_ tag: DICOMTag, in sequence: DICOMTag, frame: Int) -> [Double]? {
        holder(of: tag, in: sequence, frame: frame)?.numbers(tag)
    }

    /// Where frame `frame` lies (Plane Position, Plane Orientation, Pixel Measures).
    func plane(ofFrame frame: Int) -> Plane {
        let own = groups(ofFrame: frame)
        func numbers(_ tag: DICOMTag, in sequence: DICOMTag) -> [Double]? {
            if let item = own?.sequence(sequence)?.first, item[tag] != nil { return item.numbers(tag) }
            return planeDefaults[tag]
        }
        let spacing = numbers(.pixelSpacing, in: .pixelMeasuresSequence)
        let position = numbers(.imagePositionPatient, in: .planePositionSequence)
        return Plane(
            position: position.flatMap { $0.count == 3 ? Vector3($0[0], $0[1], $0[2]) : nil },
            orientation: numbers(.imageOrientationPatient, in: .planeOrientationSequence).flatMap(Self.orientation),
            pixelSpacing: spacing.flatMap { $0.count == 2 && $0.allSatisfy { $0 > 0 } ? PixelSpacing(row: $0[0], column: $0[1]) : nil })
    }

    /// Six direction cosines as an orientation, if they are two unit vectors at right angles.
    private static func orientation(_ cosines: [Double]) -> ImageOrientation? {
        guard cosines.count == 6 else { return nil }
        let row = Vector3(cosines[0], cosines[1], cosines[2]), column = Vector3(cosines[3], cosines[4], cosines[5])
        guard abs(row.length - 1) < 0.01, abs(column.length - 1) < 0.01, abs(row.dot(column)) < 0.01 else { return nil }
        return ImageOrientation(row: row.normalized, column: column.normalized)
    }
}
