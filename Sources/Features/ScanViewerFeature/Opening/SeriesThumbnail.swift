import TomoImaging
import TomoSeries

/// A series' thumbnail as the series picker and the study browser's preview show it: its middle slice in the
/// series' own window, fitted to a square.
enum SeriesThumbnail {
    /// Series `id` of `source` as a thumbnail fitting `side` pixels a side; nil when it cannot be read.
    @concurrent
    static func make(ofSeries id: String, in source: any SeriesSource, side: Int) async -> Bitmap? {
        guard let series = try? await source.previewSeries(id: id), series.sliceCount > 0,
              let slice = try? await series.slice(at: series.sliceCount / 2),
              let image = try? slice.image(window: series.defaultWindow)
        else { return nil }
        return try? image.aspectFitted(maxWidth: side, maxHeight: side, allowUpscaling: true)
    }
}
