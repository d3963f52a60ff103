/// How a second scan of the same patient lies against a first: the translation taking a place in the first
/// volume's patient coordinates to the same anatomy in the second's (LPS, mm), estimated from the images alone
/// (`CTVolume.alignment(to:)`), for series whose frames of reference differ (a prior from another visit).
public struct VolumeAlignment: Sendable, Hashable, Codable {
    /// A point at P in the first volume's coordinates is at P + `translation` in the second's.
    public var translation: Vector3
    /// The images' normalized correlation at that translation, −1…1 (1: the same images).
    public var correlation: Double
    /// The share of the first volume's body that the second covers there, 0…1.
    public var overlap: Double

    /// `translation`, found with `correlation` over `overlap` of the first volume's body.
    public init(translation: Vector3, correlation: Double, overlap: Double) {
        self.translation = translation
        self.correlation = correlation
        self.overlap = overlap
    }

    /// The least share of a body the other volume must cover for an alignment to be trusted.
    public static let leastOverlap = 0.2
}

/// Why two volumes could not be aligned.
public enum VolumeAlignmentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The first (`isFirst`) or the second volume shows no body: nothing above −400 HU in its filled slices.
    case noBody(isFirst: Bool)
    /// At the best translation found, the second volume covers only `overlap` (0…1) of the first's body.
    case tooLittleOverlap(Double)

    public var description: String {
        switch self {
        case .noBody(let isFirst): "the \(isFirst ? "first" : "second") series shows no body to align by"
        case .tooLittleOverlap(let overlap):
            "the two series overlap too little to be aligned (\(Int((overlap * 100).rounded())) % of the body in both)"
        }
    }
}

extension CTVolume {
    /// How `other` (a scan of the same patient, another frame of reference) lies against this volume: the
    /// translation, from their filled slices. Both are averaged into 4 mm cubes on the patient's axes (from about
    /// one voxel per 2 mm). The body's extent along the patient's feet–head axis is matched first (the count of
    /// body cubes per slab, correlated over every shift: what tells table positions and coverages apart), then
    /// the bodies' centres across it over the slabs both hold, then the cubes' correlation is climbed to its peak,
    /// and a parabola through each axis' neighbours places it within a cube.
    ///
    /// - Throws: ``VolumeAlignmentError/noBody(isFirst:)``, ``VolumeAlignmentError/tooLittleOverlap(_:)``.
    public func alignment(to other: CTVolume) throws(VolumeAlignmentError) -> VolumeAlignment {
        let search = AlignmentSearch(AlignmentGrid(self, step: 4), AlignmentGrid(other, step: 4))
        guard search.first.bodyCentroid != nil else { throw .noBody(isFirst: true) }
        guard search.second.bodyCentroid != nil else { throw .noBody(isFirst: false) }
        let shift = search.climb(from: search.coarseShift())
        let overlap = search.overlap(at: shift)
        guard overlap >= VolumeAlignment.leastOverlap else { throw .tooLittleOverlap(overlap) }
        return VolumeAlignment(
            translation: search.refined(shift) * search.first.step, correlation: search.correlation(at: shift), overlap: overlap)
    }
}
