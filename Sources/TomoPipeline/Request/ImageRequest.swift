import Foundation

/// What to load: an image URL, the processing to apply to the decoded image, and how urgently.
///
/// Requests with equal `key`s share one transfer and one decode; requests with the same URL but
/// different processing share the transfer.
public struct ImageRequest: Sendable, Hashable, CustomStringConvertible {
    public var url: URL
    /// Steps applied in order to the decoded image.
    public var processing: [ImageProcessing]
    public var priority: ImagePriority

    public init(url: URL, processing: [ImageProcessing] = [], priority: ImagePriority = .normal) {
        self.url = url
        self.processing = processing
        self.priority = priority
    }

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
