import Foundation
import TomoCore
import TomoImaging
import TomoPipeline
import TomoSeries
import TomoVolume

/// An open series of the assignment's API. With metadata its slices are the 16-bit stored values
/// (`?bits=16`), windowed by the reader; without (the original API) they are the server's 8-bit images,
/// rendered slices with no window to choose. Slices load through the image pipeline: shown ones at
/// visible priority, preloaded ones at normal priority into its memory cache.
public struct APIOpenedSeries: OpenedSeries {
    public let series: Series
    /// Geometry, rescale and windows; nil when the API does not serve them.
    public let metadata: SeriesMetadata?
    private let api: SeriesAPI
    private let pipeline: ImagePipeline

    public init(series: Series, metadata: SeriesMetadata?, api: SeriesAPI, pipeline: ImagePipeline) {
        self.series = series
        self.metadata = metadata
        self.api = api
        self.pipeline = pipeline
    }

    public var entry: SeriesEntry {
        SeriesEntry(
            id: series.id, description: metadata?.description ?? "", modality: metadata?.modality ?? "",
            imageCount: series.slices.count)
    }

    public var sliceCount: Int { series.slices.count }

    /// Axial slices at the metadata's spacing from the origin. The API gives no positions: its slices
    /// carry none (a reader shows no millimetres it would have to invent).
    public var geometry: VolumeGeometry? {
        metadata.map {
            VolumeGeometry(
                columns: $0.columns, rows: $0.rows, sliceCount: series.slices.count, pixelSpacing: $0.pixelSpacing,
                sliceSpacing: $0.sliceSpacing)
        }
    }

    /// None: the slices are kept in the pipeline's memory cache.
    public var volume: CTVolume? { nil }

    public var defaultWindow: WindowLevel? { metadata?.defaultWindow }
    public var windowPresets: [WindowPreset] { metadata?.windowPresets ?? [] }

    /// Enough to keep the pipeline's transfers busy.
    public var preloadConcurrency: Int { pipeline.configuration.maximumConcurrentTransfers + 2 }

    public func name(ofSlice index: Int) -> String? {
        series.slices.indices.contains(index) ? series.slices[index] : nil
    }

    /// Which image of each slice is fetched: the stored values with metadata, else the original 8-bit one.
    public var variant: SliceImageVariant { metadata == nil ? .defaultWindow : .stored16 }

    /// The pipeline request for slice `index`, unwindowed; nil out of range.
    public func request(forSlice index: Int, priority: ImagePriority) -> ImageRequest? {
        name(ofSlice: index).map {
            ImageRequest(url: api.sliceURL(seriesID: series.id, name: $0, variant: variant), priority: priority)
        }
    }

    public func slice(at index: Int) async throws -> SeriesSlice {
        let image = try await pipeline.image(for: try request(at: index, priority: .visible))
        guard let metadata else {
            return .rendered(index: index, image: image)
        }
        guard image.format == .gray16 else {
            throw SeriesSourceError.unexpectedImage(index: index, reason: "\(image.format) where 16-bit gray was asked for")
        }
        return SeriesSlice(
            index: index, columns: image.width, rows: image.height,
            samples: StoredSamples(words: image.gray16Samples, isSigned: false), rescale: metadata.rescale,
            pixelSpacing: metadata.pixelSpacing, orientation: .axial,
            windows: [metadata.defaultWindow])
    }

    /// The cached image windowed as it is: no copy of its samples on the way (a scrubbing viewer's path).
    public func image(ofSlice index: Int, window: WindowLevel?) async throws -> Bitmap {
        let image = try await pipeline.image(for: try request(at: index, priority: .visible))
        guard let metadata else { return image.converted(to: .gray8) }
        guard image.format == .gray16 else {
            throw SeriesSourceError.unexpectedImage(index: index, reason: "\(image.format) where 16-bit gray was asked for")
        }
        return try image.windowed(window ?? metadata.defaultWindow, rescale: metadata.rescale)
    }

    /// Loads slice `index` into the pipeline's memory cache; the bytes fetched.
    public func preloadSlice(at index: Int) async throws -> Int {
        try await pipeline.response(for: try request(at: index, priority: .normal)).byteCount
    }

    private func request(at index: Int, priority: ImagePriority) throws(SeriesSourceError) -> ImageRequest {
        guard let request = request(forSlice: index, priority: priority) else {
            throw .sliceOutOfRange(index: index, count: sliceCount)
        }
        return request
    }
}
