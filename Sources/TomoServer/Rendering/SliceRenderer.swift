import Foundation
import NIOCore
import TomoCore
import TomoImageCodecs
import TomoImaging
import TomoSampleVolumes

/// Renders slices to PNG and keeps the encoded bytes in a bounded LRU cache.
struct SliceRenderer: Sendable {
    /// Identifies one encoded slice image.
    struct Key: Hashable, Sendable {
        let seriesID: String
        let index: Int
        let variant: SliceVariant
    }

    /// An encoded slice, ready to send.
    struct Rendered: Sendable {
        let body: ByteBuffer
        let etag: String
    }

    /// Bumped whenever the encoding of a slice changes, so clients' ETags stop matching.
    static let renderVersion = 1

    private let cache: LRUCache<Key, ByteBuffer>

    init(cacheBytes: Int) {
        cache = LRUCache(limits: .init(totalCost: cacheBytes))
    }

    /// A strong ETag derived from what determines the bytes: volume, slice, variant and encoder version.
    /// It is known without rendering, so a matching `If-None-Match` costs no work.
    func etag(for key: Key, volume: any Volume) -> String {
        ImmutableResource.etag(identity: "\(volume.key)|\(key.index)|\(key.variant.tag)|\(Self.renderVersion)")
    }

    /// The encoded PNG for `key`, from the cache or rendered now (and then cached).
    func render(_ key: Key, volume: any Volume, rescale: Rescale) throws -> ByteBuffer {
        if let cached = cache.value(forKey: key) { return cached }
        let samples = try volume.slice(at: key.index)
        let geometry = volume.geometry
        let stored = try Bitmap(width: geometry.columns, height: geometry.rows, gray16: samples)
        let image: Bitmap
        switch key.variant {
        case .windowed(let window): image = try stored.windowed(window, rescale: rescale)
        case .stored16: image = stored
        }
        let buffer = ByteBuffer(data: try image.pngData())
        cache.setValue(buffer, forKey: key, cost: buffer.readableBytes)
        return buffer
    }
}
