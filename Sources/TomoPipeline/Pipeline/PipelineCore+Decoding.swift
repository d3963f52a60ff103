import Foundation
import TomoCore
import TomoImageCodecs
import TomoImaging

/// Decoding, in whatever thread a job or a caller has it done: static, so nothing here touches the actor.
extension PipelineCore {
    /// The disk cache's bytes for `key`, decoded by `decode`, with their size; nil when it has none.
    ///
    /// Runs off this actor, on the cooperative thread that took the decoding slot: the read is of a
    /// cached file, and bytes quick to decode (`isQuickToDecode`) are decoded there too, without a hand-off
    /// to a `BlockingWork` thread and back (which costs more than such a decode on this two-core machine:
    /// P3's disk hit, 208 → 121 µs for a 256 × 256 slice). Any other image is decoded on a blocking-work
    /// thread, never holding the cooperative pool for long.
    nonisolated static func readAndDecode(
        _ key: String, from disk: any DataCaching, decode: @escaping @Sendable (Data) throws -> Bitmap
    ) async throws -> (Bitmap, Int)? {
        guard let data = disk.data(forKey: key) else { return nil }
        let bitmap = isQuickToDecode(data) ? try decode(data) : try await BlockingWork.run { try decode(data) }
        return (bitmap, data.count)
    }

    /// Whether `data` is a PNG of at most a megapixel (a CT slice, a thumbnail): decoded here in under a
    /// millisecond (an 8-bit 256 × 256 CT slice in about 0.15 ms, a noisy 16-bit one in about 0.7 ms), not
    /// long to hold a cooperative thread.
    nonisolated static func isQuickToDecode(_ data: Data) -> Bool {
        guard let info = try? ImageInfo(reading: data.prefix(64)) else { return false }
        return info.format == .png && info.width * info.height <= 1 << 20
    }

    /// Decodes `data` with the first of `decoders` that recognizes it and applies `processing`. When the
    /// first step fills a size, the decoder may reduce the image on the way (JPEG at 1/2, 1/4, 1/8) as
    /// long as it still covers that size.
    nonisolated static func decode(
        _ data: Data, _ processing: [ImageProcessing], decoders: ImageDecoderRegistry, limits: DecodingLimits
    ) throws -> Bitmap {
        var covering: (width: Int, height: Int)?
        if case .aspectFill(let width, let height) = processing.first { covering = (width, height) }
        var bitmap = try decoders.decode(data, covering: covering, limits: limits)
        for step in processing { bitmap = try step.apply(to: bitmap) }
        return bitmap
    }
}
