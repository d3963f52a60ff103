/// The unsynchronised storage behind `LRUCache`: a doubly linked list in an array, plus a key index.
///
/// Freed slots are reused, so a cache at its limits allocates nothing per operation.
struct LRUList<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Node: Sendable {
        var key: Key
        var value: Value?
        var cost: Int
        var previous: Int?
        var next: Int?
    }

    private var nodes: [Node] = []
    private var freeSlots: [Int] = []
    private var slots: [Key: Int] = [:]
    private var head: Int?
    private var tail: Int?

    private(set) var totalCost = 0
    var count: Int { slots.count }

    mutating func value(forKey key: Key) -> Value? {
        guard let slot = slots[key] else { return nil }
        unlink(slot)
        link(atHead: slot)
        return nodes[slot].value
    }

    mutating func insertAtHead(key: Key, value: Value, cost: Int) {
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
        totalCost += cost
        link(atHead: slot)
    }

    @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? {
        guard let slot = slots.removeValue(forKey: key) else { return nil }
        return free(slot)
    }

    mutating func removeTail() {
        guard let slot = tail else { return }
        slots[nodes[slot].key] = nil
        free(slot)
    }

    @discardableResult
    private mutating func free(_ slot: Int) -> Value? {
        unlink(slot)
        totalCost -= nodes[slot].cost
        let value = nodes[slot].value
        nodes[slot].value = nil
        freeSlots.append(slot)
        return value
    }

    private mutating func unlink(_ slot: Int) {
        let previous = nodes[slot].previous
        let next = nodes[slot].next
        if let previous { nodes[previous].next = next } else { head = next }
        if let next { nodes[next].previous = previous } else { tail = previous }
        nodes[slot].previous = nil
        nodes[slot].next = nil
    }

    private mutating func link(atHead slot: Int) {
        nodes[slot].next = head
        if let head { nodes[head].previous = slot }
        head = slot
        if tail == nil { tail = slot }
    }
}
