import HTTPTypes
import NIOCore
import TomoCore

/// Complete responses for immutable resources (images whose bytes never change for a URL), keyed by
/// request target: path and query, exactly as the client sent them.
///
/// `ImmutableResponseHandler` fills it from responses the router sends and answers repeats from it.
/// Bodies share storage with the renderers' caches, so a hit costs no copy.
struct ImmutableResponseCache: Sendable {
    /// A response head and its whole body.
    struct Entry: Sendable {
        let head: HTTPTypes.HTTPResponse
        let body: ByteBuffer
    }

    private let storage: LRUCache<String, Entry>

    init(bytes: Int) {
        storage = LRUCache(limits: .init(totalCost: bytes))
    }

    func entry(for target: String) -> Entry? {
        storage.value(forKey: target)
    }

    func store(_ entry: Entry, for target: String) {
        storage.setValue(entry, forKey: target, cost: entry.body.readableBytes + target.utf8.count + 256)
    }

    /// Whether a response may be kept: a complete 200 that says its bytes never change.
    static func isCacheable(_ head: HTTPTypes.HTTPResponse) -> Bool {
        head.status == .ok && head.headerFields[.cacheControl]?.contains("immutable") == true
            && head.headerFields[.contentLength] != nil
    }
}
