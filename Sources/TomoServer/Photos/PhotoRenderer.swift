import NIOCore
import TomoCore
import TomoImageCodecs
import TomoImaging
import TomoGeneratedPhotos

/// Renders library photos to JPEG for the Picsum and media-coverage image routes.
///
/// Encoded images stay in a bounded LRU cache; concurrent requests for an image that is not cached
/// yet share one render instead of each making their own.
final class PhotoRenderer: Sendable {
    /// Bumped whenever the rendering or encoding changes, so clients' ETags stop matching.
    static let renderVersion = 1
    /// JPEG quality of every image.
    static let jpegQuality = 85

    let library: PhotoLibrary
    private let cache: LRUCache<PhotoVariant, ByteBuffer>
    private let inFlight = Locked<[PhotoVariant: Task<ByteBuffer, any Error>]>([:])

    init(library: PhotoLibrary, cacheBytes: Int) {
        self.library = library
        cache = LRUCache(limits: .init(totalCost: cacheBytes))
    }

    /// A strong ETag for `variant`, known without rendering.
    func etag(for variant: PhotoVariant) -> String {
        ImmutableResource.etag(identity: "\(variant.identity)|library\(library.count)|v\(Self.renderVersion)")
    }

    /// The JPEG for `variant`, from the cache, from a render already under way, or rendered now.
    /// - Throws: `ImagingError` if the photo cannot be rendered at that size.
    func jpeg(for variant: PhotoVariant) async throws -> ByteBuffer {
        if let cached = cache.value(forKey: variant) { return cached }
        let task = inFlight.withLock { tasks in
            if let running = tasks[variant] { return running }
            let task = Task {
                defer { _ = inFlight.withLock { $0.removeValue(forKey: variant) } }
                let buffer = try await BlockingWork.run { try self.render(variant) }
                cache.setValue(buffer, forKey: variant, cost: buffer.readableBytes)
                return buffer
            }
            tasks[variant] = task
            return task
        }
        return try await task.value
    }

    /// The JPEG for `variant`, rendered now without the cache (the static export renders each image once).
    /// - Throws: `ImagingError` if the photo cannot be rendered at that size.
    func render(_ variant: PhotoVariant) throws(ImagingError) -> ByteBuffer {
        var image = try library.render(id: variant.photoID, width: variant.width, height: variant.height)
        if variant.grayscale { image = image.grayscaled() }
        if variant.blur > 0 { image = try image.blurred(radius: Double(variant.blur)) }
        return ByteBuffer(data: try image.jpegData(quality: Self.jpegQuality))
    }
}
