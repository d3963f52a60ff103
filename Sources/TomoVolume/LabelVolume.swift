import TomoCore

/// A volume of labels beside an image's volume: a number per voxel naming what lies there (0: nothing), such as
/// the graphics a series' source draws over its slices or a segmentation's segments. It is cut by the same call
/// as the image (`section(_:slab:)`: any named or oblique plane, a slab too), oblique planes taking the nearest
/// voxel's label, a slab the greatest label its sections hold there (a segment shows where any section holds
/// it, the higher-numbered where two meet). Slices never filled hold no label; memory is touched only as slices
/// are filled.
public final class LabelVolume: Sendable {
    /// The labels, as a volume's samples.
    private let labels: CTVolume

    /// The most a label can be.
    public static let maximumLabel = Int(Int16.max)

    /// An empty label volume over `geometry`.
    ///
    /// Throws ``CTVolumeError/invalidGeometry(_:)`` or ``CTVolumeError/tooLarge(bytes:)`` as a volume does.
    public init(geometry: VolumeGeometry, byteLimit: Int = CTVolume.defaultByteLimit) throws(CTVolumeError) {
        labels = try CTVolume(geometry: geometry, storage: .identity, byteLimit: byteLimit, interpolation: .nearest)
    }

    /// Where the labels lie.
    public var geometry: VolumeGeometry { labels.geometry }

    /// Stores slice `index`'s labels (row-major, each at most `maximumLabel`; greater ones are kept as it).
    ///
    /// Throws ``CTVolumeError/sliceOutOfRange(index:count:)`` or ``CTVolumeError/sampleCountMismatch(expected:actual:)``.
    public func fill(slice index: Int, labels sliceLabels: [UInt16]) throws(CTVolumeError) {
        try labels.fill(slice: index, with: StoredSamples(words: sliceLabels.map { min($0, UInt16(Self.maximumLabel)) }, isSigned: false), rescale: .identity)
    }

    /// Whether slice `index` has been filled.
    public func isFilled(_ index: Int) -> Bool { labels.isFilled(index) }

    /// The labels on `plane`, or the greatest over the `slab` centred on it (whatever projection it asks for);
    /// nil for a named plane's index outside the volume. A sample of 0 or less, or `Int16.min` where a slice was
    /// never filled, is no label (`LabelVolume.label(of:)`).
    public func section(_ plane: SectionPlane, slab: Slab? = nil) -> VolumeSection? {
        labels.section(plane, slab: slab.map { Slab(thickness: $0.thickness, projection: .mip) })
    }

    /// The label a section's sample names; nil for none.
    public static func label(of sample: Int16) -> Int? { sample > 0 ? Int(sample) : nil }
}
