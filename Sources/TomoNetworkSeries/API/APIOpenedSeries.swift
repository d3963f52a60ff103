import Foundation
import TomoCore
import TomoImaging
import TomoPipeline
import TomoSeries
import TomoVolume

/// An open series of the assignment's API. With metadata its slices are the 16-bit stored values
/// (`?bits=16`), windowed by the reader, and the preload decodes them straight into a volume of HU (the
/// coronal and sagittal views', and the quickest source of a slice once there: one compact store, no
/// bitmap per slice); without (the original API) they are the server's 8-bit images, rendered slices with
/// no window to choose, preloaded into the pipeline's memory cache. Slices load through the image
/// pipeline (its transfers and disk cache): shown ones at visible priority, preloaded ones at normal.
public struct APIOpenedSeries: OpenedSeries {
    public let series: Series
    /// Geometry, rescale and windows; nil when the API does not serve them.
    public let metadata: SeriesMetadata?
    /// The slices preloaded so far, in HU; nil without metadata, or when the volume would be too large.
    public let volume: CTVolume?
    public let info: SeriesInfo
    private let api: SeriesAPI
    private let pipeline: ImagePipeline

    public init(series: Series, metadata: SeriesMetadata?, api: SeriesAPI, pipeline: ImagePipeline) {
        self.series = series
        self.metadata = metadata
        self.api = api
        self.pipeline = pipeline
        // Axial slices at the metadata's spacing from the origin. The API gives no positions: its slices
        // carry none (a reader shows no millimetres it would have to invent).
        let geometry = metadata.map {
            VolumeGeometry(
                columns: $0.columns, rows: $0.rows, sliceCount: series.slices.count, pixelSpacing: $0.pixelSpacing,
                sliceSpacing: $0.sliceSpacing)
        }
        volume = try? geometry.map { try CTVolume(geometry: $0) }
        info = SeriesInfo(
            entry: SeriesEntry(
                id: series.id, description: metadata?.description ?? "", modality: metadata?.modality ?? "",
                imageCount: series.slices.count),
            sliceCount: series.slices.count, geometry: geometry, defaultWindow: metadata?.defaultWindow,
            windowPresets: metadata?.windowPresets ?? [], sliceNames: series.slices)
    }

    /// Enough to keep the pipeline's transfers busy.
    public var fillConcurrency: Int { pipeline.configuration.maximumConcurrentTransfers + 2 }

    /// Which image of each slice is fetched: the stored values with metadata, else the original 8-bit one.
    public var variant: SliceImageVariant { metadata == nil ? .defaultWindow : .stored16 }

    /// The pipeline request for slice `index`, unwindowed; nil out of range.
    public func request(forSlice index: Int, priority: ImagePriority) -> ImageRequest? {
        name(ofSlice: index).map {
            ImageRequest(url: api.sliceURL(seriesID: series.id, name: $0, variant: variant), priority: priority)
        }
    }

    public func slice(at index: Int) async throws -> SeriesSlice {
        if let metadata, let section = volume?.section(.axial(index)), section.isComplete {
            return slice(index, samples: StoredSamples(hu: section.samples), rescale: section.rescale, metadata: metadata)
        }
        let image = try await pipeline.image(for: try request(at: index, priority: .visible))
        guard let metadata else {
            return .rendered(index: index, image: image)
        }
        try store(image, at: index)
        return slice(index, samples: StoredSamples(words: image.gray16Samples, isSigned: false), rescale: metadata.rescale, metadata: metadata)
    }

    /// Decodes slice `index` straight into the volume (no bitmap kept), or without metadata loads it into
    /// the pipeline's memory cache; the bytes fetched (0 when it was in the volume already).
    public func fillSlice(at index: Int) async throws -> Int {
        let request = try request(at: index, priority: .normal)
        guard let volume else { return try await pipeline.response(for: request).byteCount }
        guard !volume.isFilled(index) else { return 0 }
        let data = try await pipeline.data(for: request)
        let image = try await BlockingWork.run { try Bitmap(decoding: data) }
        try store(image, at: index)
        return data.count
    }

    /// Stores `image`, slice `index` as the API serves it, into the volume (in HU) unless it is there.
    private func store(_ image: Bitmap, at index: Int) throws {
        guard let metadata else { return }
        guard image.format == .gray16, image.width == metadata.columns, image.height == metadata.rows else {
            throw SeriesSourceError.unexpectedImage(
                index: index, reason: "\(image.width) × \(image.height) \(image.format) where \(metadata.columns) × \(metadata.rows) 16-bit gray was asked for")
        }
        guard let volume, !volume.isFilled(index) else { return }
        guard image.bytesPerRow == image.width * 2 else {
            return try volume.fill(slice: index, with: StoredSamples(words: image.gray16Samples, isSigned: false), rescale: metadata.rescale)
        }
        try image.pixels.withUnsafeBytes { bytes in
            try Result { () throws(CTVolumeError) in
                try volume.fill(
                    slice: index, littleEndianWords: UnsafeRawBufferPointer(rebasing: bytes[..<(image.width * image.height * 2)]),
                    bitsStored: 16, isSigned: false, rescale: metadata.rescale)
            }.get()
        }
    }

    private func slice(_ index: Int, samples: StoredSamples, rescale: Rescale, metadata: SeriesMetadata) -> SeriesSlice {
        SeriesSlice(
            index: index, columns: metadata.columns, rows: metadata.rows, samples: samples, rescale: rescale,
            pixelSpacing: metadata.pixelSpacing, orientation: .axial, windows: [metadata.defaultWindow])
    }

    private func request(at index: Int, priority: ImagePriority) throws(SeriesSourceError) -> ImageRequest {
        guard let request = request(forSlice: index, priority: priority) else {
            throw .sliceOutOfRange(index: index, count: sliceCount)
        }
        return request
    }
}
