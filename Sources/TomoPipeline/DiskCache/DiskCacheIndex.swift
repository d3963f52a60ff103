import TomoCore

/// What a disk cache knows about its entries: their sizes in least-recently-used order, and the space held
/// for writes in flight. Lookups, touches, inserts and removals are O(1); `reserve` is O(entries it evicts).
///
/// The order is TomoCore's `LRUList`, each entry's cost its file size. Each entry carries a generation, new
/// on every store, so a reader that finds a damaged file removes that entry only if no newer version has
/// replaced it since.
struct DiskCacheIndex: Sendable {
    /// Entry names with their generations, costed by file size.
    private var entries = LRUList<DiskCacheEntryName, UInt64>()
    private var nextGeneration: UInt64 = 0

    /// The space held for files being written.
    private(set) var reservedSize = 0

    /// The most recently used entry.
    var newest: DiskCacheEntryName? { entries.newestKey }
    /// The sum of the entries' file sizes.
    var totalSize: Int { entries.totalCost }
    var count: Int { entries.count }

    /// Every entry, least recently used first.
    var namesOldestFirst: [DiskCacheEntryName] { entries.keysOldestFirst }

    /// Marks `name` most recently used and returns its generation; nil if there is no such entry.
    mutating func touch(_ name: DiskCacheEntryName) -> UInt64? {
        entries.value(forKey: name)
    }

    /// Adds the entry `name` as the most recently used, replacing any entry of that name.
    mutating func insert(_ name: DiskCacheEntryName, size: Int) {
        entries.removeValue(forKey: name)
        nextGeneration += 1
        entries.insertAtHead(key: name, value: nextGeneration, cost: size)
    }

    /// Removes the entry `name` (only if it still has `generation`, when given); false if nothing was removed.
    @discardableResult
    mutating func remove(_ name: DiskCacheEntryName, generation: UInt64? = nil) -> Bool {
        guard let current = entries.peekValue(forKey: name), generation == nil || generation == current else {
            return false
        }
        entries.removeValue(forKey: name)
        return true
    }

    /// Removes every entry; space held for writes in flight stays held.
    mutating func removeAll() {
        entries = LRUList()
    }

    /// Holds `size` bytes for a write, first removing least recently used entries until the entries and every
    /// held space fit in `limit`. Returns the removed entries, or nil (removing nothing) when `size` cannot fit
    /// even in an empty cache.
    mutating func reserve(_ size: Int, limit: Int) -> [DiskCacheEntryName]? {
        guard size <= limit - reservedSize else { return nil }
        var evicted: [DiskCacheEntryName] = []
        while totalSize + reservedSize + size > limit, let victim = removeOldest() {
            evicted.append(victim)
        }
        reservedSize += size
        return evicted
    }

    /// Releases space held by `reserve`.
    mutating func release(_ size: Int) {
        reservedSize -= size
    }

    /// Removes the least recently used entry and returns its name; nil when empty.
    mutating func removeOldest() -> DiskCacheEntryName? {
        entries.removeTail()
    }
}
