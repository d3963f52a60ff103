import TomoVolume

/// Where the alignments of pairs of series are kept between runs (`AlignmentStore.file(at:)` in ScanViewerLive
/// keeps them in a file beside the annotations): found once, used again when the pair is opened again.
public struct AlignmentStore: Sendable {
    /// The alignment kept for series `from` against series `to`, if any.
    public var load: @Sendable (_ from: String, _ to: String) async -> VolumeAlignment?
    /// Keeps `alignment` of series `from` against series `to` in place of any kept before.
    public var save: @Sendable (_ from: String, _ to: String, _ alignment: VolumeAlignment) async -> Void

    public init(
        load: @escaping @Sendable (String, String) async -> VolumeAlignment?,
        save: @escaping @Sendable (String, String, VolumeAlignment) async -> Void
    ) {
        self.load = load
        self.save = save
    }
}
