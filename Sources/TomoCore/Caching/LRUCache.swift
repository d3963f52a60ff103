
/// A thread-safe least-recently-used cache bounded by total cost and by entry count.
///
/// Every operation is O(1): entries live in a doubly linked list threaded through an array
/// (most recently used at the head) with a dictionary from key to slot. Adding an entry evicts
/// from the tail until both limits hold again; an entry costlier than the whole limit is not stored.
/// Inlinable, so that each client specialises it (see `LRUList`).
public final class LRUCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// Upper bounds of a cache.
    public struct Limits: Sendable, Hashable {
        /// The most total cost the cache keeps (for images: bytes).
        public var totalCost: Int
        /// The most entries the cache keeps.
        public var count: Int

        @inlinable
        public init(totalCost: Int, count: Int = .max) {
            self.totalCost = totalCost
            self.count = count
        }
    }

    @usableFromInline let state: Locked<LRUList<Key, Value>>

    /// The limits this cache enforces.
    public let limits: Limits

    @inlinable
    public init(limits: Limits) {
        self.limits = limits
        self.state = Locked(LRUList())
    }

    /// The value for `key`, marking it most recently used; nil on a miss.
    @inlinable
    public func value(forKey key: Key) -> Value? {
        state.withLock { $0.value(forKey: key) }
    }

    /// Stores `value` with `cost`, replacing any value for `key`, then evicts least recently used entries
    /// until the limits hold. Returns false (and stores nothing) when `cost` alone exceeds the cost limit.
    @inlinable @discardableResult
    public func setValue(_ value: Value, forKey key: Key, cost: Int) -> Bool {
        state.withLock { list in
            list.removeValue(forKey: key)
            guard cost <= limits.totalCost, limits.count > 0 else { return false }
            list.insertAtHead(key: key, value: value, cost: cost)
            while list.totalCost > limits.totalCost || list.count > limits.count {
                list.removeTail()
            }
            return true
        }
    }

    /// Removes the value for `key`, if any.
    @inlinable
    public func removeValue(forKey key: Key) {
        state.withLock { _ = $0.removeValue(forKey: key) }
    }

    /// Removes every entry.
    @inlinable
    public func removeAll() {
        state.withLock { $0 = LRUList() }
    }

    /// Number of entries.
    @inlinable public var count: Int { state.withLock { $0.count } }

    /// Sum of the entries' costs.
    @inlinable public var totalCost: Int { state.withLock { $0.totalCost } }
}
