/// What a disk cache knows about its entries: their sizes in least-recently-used order, and the space held
/// for writes in flight. Lookups, touches, inserts and removals are O(1); `reserve` is O(entries it evicts).
///
/// The order is a doubly linked list threaded through a dictionary. Each entry carries a generation, new on
/// every store, so a reader that finds a damaged file removes that entry only if no newer version has
/// replaced it since.
struct DiskCacheIndex: Sendable {
    private struct Node: Sendable {
        var size: Int
        var generation: UInt64
        var older: DiskCacheEntryName?
        var newer: DiskCacheEntryName?
    }

    private var nodes: [DiskCacheEntryName: Node] = [:]
    private var oldest: DiskCacheEntryName?
    private var nextGeneration: UInt64 = 0

    /// The most recently used entry.
    private(set) var newest: DiskCacheEntryName?
    /// The sum of the entries' file sizes.
    private(set) var totalSize = 0
    /// The space held for files being written.
    private(set) var reservedSize = 0

    var count: Int { nodes.count }

    /// Every entry, least recently used first.
    var namesOldestFirst: [DiskCacheEntryName] {
        var names: [DiskCacheEntryName] = []
        var cursor = oldest
        while let name = cursor {
            names.append(name)
            cursor = nodes[name]?.newer
        }
        return names
    }

    /// Marks `name` most recently used and returns its generation; nil if there is no such entry.
    mutating func touch(_ name: DiskCacheEntryName) -> UInt64? {
        guard let node = nodes[name] else { return nil }
        unlink(name)
        link(name, size: node.size, generation: node.generation)
        return node.generation
    }

    /// Adds the entry `name` as the most recently used, replacing any entry of that name.
    mutating func insert(_ name: DiskCacheEntryName, size: Int) {
        if nodes[name] != nil { unlink(name) }
        nextGeneration += 1
        link(name, size: size, generation: nextGeneration)
    }

    /// Removes the entry `name` (only if it still has `generation`, when given); false if nothing was removed.
    @discardableResult
    mutating func remove(_ name: DiskCacheEntryName, generation: UInt64? = nil) -> Bool {
        guard let node = nodes[name], generation == nil || generation == node.generation else { return false }
        unlink(name)
        return true
    }

    /// Removes every entry; space held for writes in flight stays held.
    mutating func removeAll() {
        nodes = [:]
        oldest = nil
        newest = nil
        totalSize = 0
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
        guard let victim = oldest else { return nil }
        unlink(victim)
        return victim
    }

    private mutating func link(_ name: DiskCacheEntryName, size: Int, generation: UInt64) {
        nodes[name] = Node(size: size, generation: generation, older: newest, newer: nil)
        if let newest { nodes[newest]?.newer = name } else { oldest = name }
        newest = name
        totalSize += size
    }

    private mutating func unlink(_ name: DiskCacheEntryName) {
        guard let node = nodes.removeValue(forKey: name) else { return }
        if let older = node.older { nodes[older]?.newer = node.newer } else { oldest = node.newer }
        if let newer = node.newer { nodes[newer]?.older = node.older } else { newest = node.older }
        totalSize -= node.size
    }
}
