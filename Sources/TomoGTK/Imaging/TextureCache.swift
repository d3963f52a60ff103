import TomoCore

/// The textures of the images shown lately (the thumbnails of a list), by an id and the image's size,
/// the least recently used dropped past `capacity`: a cell scrolled back into view shows its thumbnail
/// at once instead of making its texture again.
@MainActor
public final class TextureCache {
    /// What a texture is kept under: the caller's id for the image (an item's index) and its size.
    public struct Key: Hashable, Sendable {
        public let id: Int
        public let width: Int
        public let height: Int
    }

    private var entries = LRUList<Key, Texture>()
    private let capacity: Int

    /// A cache of at most `capacity` textures.
    public init(capacity: Int = 400) {
        self.capacity = max(1, capacity)
    }

    /// The texture kept for `key`, now the most recently used.
    func texture(for key: Key) -> Texture? {
        entries.value(forKey: key)
    }

    /// Keeps `texture` for `key`.
    func insert(_ texture: Texture, for key: Key) {
        entries.removeValue(forKey: key)
        entries.insertAtHead(key: key, value: texture, cost: 1)
        while entries.count > capacity { entries.removeTail() }
    }

    /// Forgets every texture (the caches were cleared, the list reloaded).
    public func removeAll() {
        entries = LRUList()
    }
}
