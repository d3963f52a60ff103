import Testing
import TomoCore

@Suite("LRU cache")
struct LRUCacheTests {
    @Test("Evicts the least recently used entry when the cost limit is passed")
    func evictsByCost() {
        let cache = LRUCache<String, Int>(limits: .init(totalCost: 30))
        cache.setValue(1, forKey: "a", cost: 10)
        cache.setValue(2, forKey: "b", cost: 10)
        cache.setValue(3, forKey: "c", cost: 10)
        #expect(cache.value(forKey: "a") == 1)  // a is now the most recent; b the least
        cache.setValue(4, forKey: "d", cost: 10)
        #expect(cache.value(forKey: "b") == nil)
        #expect(cache.value(forKey: "a") == 1 && cache.value(forKey: "c") == 3 && cache.value(forKey: "d") == 4)
        #expect(cache.totalCost == 30 && cache.count == 3)
    }

    @Test("Evicts by count as well as cost")
    func evictsByCount() {
        let cache = LRUCache<Int, Int>(limits: .init(totalCost: 1_000, count: 2))
        for key in 0..<5 { cache.setValue(key, forKey: key, cost: 1) }
        #expect(cache.count == 2)
        #expect(cache.value(forKey: 3) == 3 && cache.value(forKey: 4) == 4 && cache.value(forKey: 2) == nil)
    }

    @Test("One large entry evicts several small ones; an entry over the whole limit is refused")
    func largeEntries() {
        let cache = LRUCache<String, String>(limits: .init(totalCost: 100))
        for key in ["a", "b", "c", "d"] { cache.setValue(key, forKey: key, cost: 25) }
        #expect(cache.setValue("big", forKey: "big", cost: 60))
        #expect(cache.totalCost <= 100)
        #expect(cache.value(forKey: "a") == nil && cache.value(forKey: "b") == nil)
        #expect(cache.value(forKey: "big") == "big")
        #expect(!cache.setValue("huge", forKey: "huge", cost: 101))
        #expect(cache.value(forKey: "huge") == nil)
    }

    @Test("Replacing a value updates its cost; remove and removeAll free it")
    func replaceAndRemove() {
        let cache = LRUCache<String, Int>(limits: .init(totalCost: 100))
        cache.setValue(1, forKey: "a", cost: 40)
        cache.setValue(2, forKey: "a", cost: 10)
        #expect(cache.value(forKey: "a") == 2 && cache.totalCost == 10 && cache.count == 1)
        cache.setValue(3, forKey: "b", cost: 5)
        cache.removeValue(forKey: "a")
        #expect(cache.value(forKey: "a") == nil && cache.totalCost == 5)
        cache.removeAll()
        #expect(cache.count == 0 && cache.totalCost == 0 && cache.value(forKey: "b") == nil)
    }

    @Test("Stays within its limits under concurrent use")
    func concurrentUse() async {
        let cache = LRUCache<Int, [UInt8]>(limits: .init(totalCost: 4_096, count: 64))
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for step in 0..<2_000 {
                        let key = (worker * 31 + step) % 200
                        if cache.value(forKey: key) == nil {
                            cache.setValue([UInt8](repeating: 0, count: 64), forKey: key, cost: 64)
                        }
                    }
                }
            }
        }
        #expect(cache.count <= 64 && cache.totalCost <= 4_096)
        #expect(cache.totalCost == cache.count * 64)
    }
}
