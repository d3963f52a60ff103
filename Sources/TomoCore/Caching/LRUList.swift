/// Keys with values and costs in least-recently-used order: a doubly linked list in an array, plus a key
/// index. Every operation but `keysOldestFirst` is O(1). Unsynchronised: `LRUCache` wraps it in a lock,
/// the disk cache's index keeps it under its own.
///
/// Freed slots are reused, so a list at its limits allocates nothing per operation. Inlinable, so that
/// each client module specialises it for its keys and values: unspecialised, every operation asked the
/// runtime for its generic types' metadata, which cost more than the list's own work.
public struct LRUList<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    @usableFromInline
    struct Node: Sendable {
        @usableFromInline var key: Key
        @usableFromInline var value: Value?
        @usableFromInline var cost: Int
        @usableFromInline var previous: Int?
        @usableFromInline var next: Int?

        @inlinable
        init(key: Key, value: Value, cost: Int) {
            (self.key, self.value, self.cost) = (key, value, cost)
        }
    }

    @usableFromInline var nodes: [Node] = []
    @usableFromInline var freeSlots: [Int] = []
    @usableFromInline var slots: [Key: Int] = [:]
    @usableFromInline var head: Int?
    @usableFromInline var tail: Int?

    /// The sum of the entries' costs.
    @inlinable public var totalCost: Int { costs }
    /// `totalCost`'s storage: a property inlinable code can set (a `private(set)` setter it cannot call).
    @usableFromInline var costs = 0
    /// The number of entries.
    @inlinable public var count: Int { slots.count }

    /// An empty list.
    @inlinable public init() {}

    /// The most recently used key.
    @inlinable public var newestKey: Key? { head.map { nodes[$0].key } }

    /// Every key, least recently used first.
    @inlinable public var keysOldestFirst: [Key] {
        var keys: [Key] = []
        var cursor = tail
        while let slot = cursor {
            keys.append(nodes[slot].key)
            cursor = nodes[slot].previous
        }
        return keys
    }

    /// The value for `key`, marking it most recently used; nil if absent.
    @inlinable public mutating func value(forKey key: Key) -> Value? {
        guard let slot = slots[key] else { return nil }
        unlink(slot)
        link(atHead: slot)
        return nodes[slot].value
    }

    /// The value for `key` without marking it used; nil if absent.
    @inlinable public func peekValue(forKey key: Key) -> Value? {
        slots[key].flatMap { nodes[$0].value }
    }

    /// Adds `key` as the most recently used entry. `key` must not be in the list: remove it first.
    @inlinable public mutating func insertAtHead(key: Key, value: Value, cost: Int) {
        let node = Node(key: key, value: value, cost: cost)
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            nodes[slot] = node
        } else {
            slot = nodes.count
            nodes.append(node)
        }
        slots[key] = slot
        costs += cost
        link(atHead: slot)
    }

    /// Removes `key`'s entry and returns its value; nil if absent.
    @discardableResult
    @inlinable public mutating func removeValue(forKey key: Key) -> Value? {
        guard let slot = slots.removeValue(forKey: key) else { return nil }
        return free(slot)
    }

    /// Removes the least recently used entry and returns its key; nil when empty.
    @discardableResult
    @inlinable public mutating func removeTail() -> Key? {
        guard let slot = tail else { return nil }
        let key = nodes[slot].key
        slots[key] = nil
        free(slot)
        return key
    }

    @inlinable @discardableResult
    mutating func free(_ slot: Int) -> Value? {
        unlink(slot)
        costs -= nodes[slot].cost
        let value = nodes[slot].value
        nodes[slot].value = nil
        freeSlots.append(slot)
        return value
    }

    @inlinable mutating func unlink(_ slot: Int) {
        let previous = nodes[slot].previous
        let next = nodes[slot].next
        if let previous { nodes[previous].next = next } else { head = next }
        if let next { nodes[next].previous = previous } else { tail = previous }
        nodes[slot].previous = nil
        nodes[slot].next = nil
    }

    @inlinable mutating func link(atHead slot: Int) {
        nodes[slot].next = head
        if let head { nodes[head].previous = slot }
        head = slot
        if tail == nil { tail = slot }
    }
}
