import TomoCore
import TomoSampleVolumes

/// One series the server offers: a volume with its stable id and slice names.
struct CatalogEntry: Sendable {
    let volume: any Volume
    let series: Series
    let metadata: SeriesMetadata
    /// Slice name → index in `series.slices`.
    private let indexByName: [String: Int]

    init(volume: any Volume) {
        self.volume = volume
        let id = StableID.uuid(for: "tomo/series/\(volume.key)")
        let names = (0..<volume.geometry.sliceCount).map {
            StableID.uuid(for: "tomo/series/\(volume.key)/slice/\($0)")
        }
        series = Series(id: id, slices: names)
        indexByName = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        let geometry = volume.geometry
        metadata = SeriesMetadata(
            id: id, description: volume.title, modality: volume.modality,
            rows: geometry.rows, columns: geometry.columns, sliceCount: geometry.sliceCount,
            pixelSpacing: geometry.pixelSpacing, sliceSpacing: geometry.sliceSpacing,
            rescale: volume.rescale, defaultWindow: volume.defaultWindow,
            windowPresets: WindowPreset.ctPresets)
    }

    var summary: SeriesSummary {
        SeriesSummary(
            id: series.id, description: metadata.description,
            modality: metadata.modality, sliceCount: series.slices.count)
    }

    /// The index of the slice called `name`, or nil. Names are looked up, never used as paths.
    func sliceIndex(named name: some StringProtocol) -> Int? {
        indexByName[String(name)]
    }
}
