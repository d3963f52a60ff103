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
        let coarse = search.refined(shift) * search.first.step
        let alignment = VolumeAlignment(translation: coarse, correlation: search.correlation(at: shift), overlap: overlap)
        return finer(alignment, to: other, about: search)
    }

    /// `alignment` made finer on 2 mm cubes, within a 96 mm box at the first volume's body across and the middle of
    /// what both cover along z (a grid so fine over the whole volumes would cost several times the rest): the
    /// peak of a correlation sampled every 4 mm is placed up to a millimetre off where the anatomy changes fast
    /// along an axis. Only where both volumes' voxels are 2 mm or less along every axis (thicker slices leave 2 mm
    /// cubes without one, and the finer peak is worse than the coarse); kept as it was where the finer peak lies
    /// more than a coarse cube away.
    private func finer(_ alignment: VolumeAlignment, to other: CTVolume, about search: AlignmentSearch) -> VolumeAlignment {
        let step = search.first.step, fineStep = step / 2, half = 48.0, translation = alignment.translation
        let coarsest = [geometry, other.geometry].flatMap(\.spacing).max() ?? .infinity
        guard coarsest <= fineStep, let centroid = search.first.bodyCentroid else { return alignment }
        // Along z, the middle of the slabs both hold, in the first volume's coordinates.
        let (first, second) = (search.first, search.second)
        let bottom = max(Double(first.start.z), Double(second.start.z) - translation.z / step) * step
        let top = min(Double(first.start.z + first.size.z), Double(second.start.z + second.size.z) - translation.z / step) * step
        let centre = Vector3(centroid.x, centroid.y, (bottom + top) / 2)
        let box = (low: centre - Vector3(half, half, half), high: centre + Vector3(half, half, half))
        // The same box in the other volume, where the coarse alignment puts it: the cubes both hold at a shift and at
        // its opposite are then the same, and a volume lies on itself at no shift at all.
        let fine = AlignmentSearch(
            AlignmentGrid(self, step: fineStep, within: box), AlignmentGrid(other, step: fineStep, within: (box.low + translation, box.high + translation)))
        let start = translation * (1 / fineStep)
        let peak = fine.climb(from: .init(x: Int(start.x.rounded()), y: Int(start.y.rounded()), z: Int(start.z.rounded())))
        let found = fine.refined(peak) * fineStep
        guard (found - translation).length <= step else { return alignment }
        var finer = alignment
        finer.translation = found
        return finer
    }
}
