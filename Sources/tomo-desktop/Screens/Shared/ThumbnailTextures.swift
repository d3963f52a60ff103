import TomoCore
import TomoGTK
import TomoImaging

/// The textures of the thumbnails shown lately, by item, made off the main thread: a `GdkTexture` is
/// immutable and thread-safe, so copying a thumbnail's pixels into one happens on another thread and the
/// main thread only wraps and sets it. Cells scrolled back into view find theirs here at once.
@MainActor
final class ThumbnailTextures {
    /// A thumbnail's texture, with the pixel hash of the bitmap it was made from when reports want it.
    struct Entry {
        let texture: Texture
        let width: Int
        let pixelHash: String?
    }

    private var entries = LRUList<Int, Entry>()
    private let capacity: Int
    /// Items whose texture is being made, with what to call when it is.
    private var pending: [Int: [(Entry) -> Void]] = [:]
    private let hashesPixels: Bool

    /// A cache of `capacity` textures; `hashesPixels` also hashes each thumbnail for the state report.
    init(capacity: Int = 400, hashesPixels: Bool) {
        self.capacity = capacity
        self.hashesPixels = hashesPixels
    }

    /// The texture of item `index`'s thumbnail `bitmap`: at once if made before (for a bitmap of that
    /// width), else `ready` is called with it once made off the main thread.
    func texture(for index: Int, _ bitmap: Bitmap, ready: @escaping (Entry) -> Void) -> Entry? {
        if let entry = entries.value(forKey: index), entry.width == bitmap.width {
            return entry
        }
        let isFirst = pending[index] == nil
        pending[index, default: []].append(ready)
        if isFirst { make(index, bitmap) }
        return nil
    }

    /// Forgets every texture (the caches were cleared, or the list reloaded).
    func removeAll() {
        entries = LRUList()
    }

    private func make(_ index: Int, _ bitmap: Bitmap) {
        let hashesPixels = hashesPixels
        Task.detached(priority: .userInitiated) { [weak self] in
            let prepared = try? Texture.Prepared(bitmap)
            let hash = hashesPixels ? bitmap.pixelHash : nil
            await self?.finishMeasured(index, prepared.map { ($0, bitmap.width, hash) })
        }
    }

    private func finishMeasured(_ index: Int, _ made: (prepared: Texture.Prepared, width: Int, hash: String?)?) {
        MainThreadWork.measure { finish(index, made) }
    }

    private func finish(_ index: Int, _ made: (prepared: Texture.Prepared, width: Int, hash: String?)?) {
        let waiting = pending.removeValue(forKey: index) ?? []
        guard let made else { return }
        let entry = Entry(texture: Texture(made.prepared), width: made.width, pixelHash: made.hash)
        entries.removeValue(forKey: index)
        entries.insertAtHead(key: index, value: entry, cost: 1)
        while entries.count > capacity {
            entries.removeTail()
        }
        for ready in waiting { ready(entry) }
    }
}
