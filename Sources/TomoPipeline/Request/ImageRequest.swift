import Foundation

/// What to load: an image URL, the processing to apply to the decoded image, and how urgently; how to
/// fetch its bytes if not by a plain GET (headers to send, or a loader of its own).
///
/// Requests with equal `key`s share one transfer and one decode; requests with the same URL but
/// different processing share the transfer. The URL names the bytes: requests for one URL share its
/// transfer and its disk-cache entry whatever their headers or loader, which say how to fetch it, not what.
public struct ImageRequest: Sendable, Hashable, CustomStringConvertible {
    public var url: URL
    /// Steps applied in order to the decoded image.
    public var processing: [ImageProcessing]
    public var priority: ImagePriority
    /// Headers sent with the GET (`Accept`, credentials); not part of the key.
    public var headers: [String: String]
    /// Loads the bytes instead of a GET of `url` (nil: the GET).
    public var loader: ImageDataLoader?
    /// Whether the image is kept in the memory cache once loaded; false for an image the caller keeps
    /// itself (a CT slice copied into a volume), so that it is not held twice. Requests that share a job
    /// share its first request's choice.
    public var cachesInMemory: Bool

    public init(
        url: URL, processing: [ImageProcessing] = [], priority: ImagePriority = .normal, headers: [String: String] = [:],
        loader: ImageDataLoader? = nil, cachesInMemory: Bool = true
    ) {
        self.url = url
        self.processing = processing
        self.priority = priority
        self.headers = headers
        self.loader = loader
        self.cachesInMemory = cachesInMemory
    }

    /// How the pipeline fetches the bytes for this request.
    var fetch: DataFetch { DataFetch(headers: headers, loader: loader) }

    /// Identifies the processed image: URL and processing, not priority.
    public var key: Key { Key(url: url, processing: processing) }

    /// The memory cache key of a request's processed image.
    public struct Key: Sendable, Hashable {
        public var url: URL
        public var processing: [ImageProcessing]
    }

    public var description: String {
        processing.isEmpty ? url.absoluteString : "\(url.absoluteString) [\(processing.map(\.description).joined(separator: ", "))]"
    }
}
