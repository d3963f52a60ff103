import TomoCore
import TomoPipeline

/// How the slices of a series become display-ready 8-bit gray images: the 16-bit stored values windowed
/// here when the API has series metadata, else the server's 8-bit slices as they are.
struct SliceDisplay: Sendable {
    /// The slice image to fetch.
    let variant: SliceImageVariant
    /// What to do with it once decoded.
    let processing: [ImageProcessing]
    /// For messages, e.g. `window brain 80/40`.
    let summary: String

    /// - Parameters:
    ///   - window: the window asked for; nil for the series' default.
    ///   - metadata: the series' metadata, nil when the API has none (then `window` cannot be applied).
    /// - Throws: `CommandFailure` (not found) for a preset the series does not have.
    init(window: WindowChoice?, metadata: SeriesMetadata?) throws(CommandFailure) {
        guard let metadata else {
            variant = .defaultWindow
            processing = []
            summary = "the server's 8-bit slices"
            return
        }
        let level = try window?.window(in: metadata) ?? metadata.defaultWindow
        variant = .stored16
        processing = [.window(level, rescale: metadata.rescale)]
        summary = "window \(window?.description ?? "default") \(level.width.shortText)/\(level.level.shortText)"
    }

    /// The request for slice `name` of series `seriesID`.
    func request(api: SeriesAPI, seriesID: String, name: String, priority: ImagePriority = .normal) -> ImageRequest {
        ImageRequest(url: api.sliceURL(seriesID: seriesID, name: name, variant: variant), processing: processing, priority: priority)
    }
}
