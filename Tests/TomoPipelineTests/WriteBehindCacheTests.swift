import Dispatch
import Foundation
import Testing
import TomoCore
import TomoTestSupport
@testable import TomoPipeline

@Suite("Write-behind disk stores")
struct WriteBehindCacheTests {
    @Test("A store returns before the disk write, which happens later; meanwhile reads come from memory")
    func storesReturnAtOnceAndReadBack() async {
        let disk = GatedStore()
        let cache = WriteBehindCache(disk)
        cache.store(Data([1, 2, 3]), forKey: "a")
        #expect(disk.writes == [], "the write waits behind the gate, the store did not")
        #expect(cache.data(forKey: "a") == Data([1, 2, 3]))
        #expect(disk.reads == 0, "read from the pending bytes, not the store")

        disk.open()
        await cache.flush()
        #expect(disk.writes == ["a"])
        #expect(cache.data(forKey: "a") == Data([1, 2, 3]))
        #expect(disk.reads == 1, "once written, reads go to the store")
    }

    @Test("Writes and removals reach the store in the order they were made; the last one wins")
    func orderIsKept() async {
        let disk = GatedStore()
        let cache = WriteBehindCache(disk)
        cache.store(Data([1]), forKey: "a")
        cache.store(Data([2]), forKey: "a")
        cache.store(Data([3]), forKey: "b")
        cache.removeData(forKey: "b")
        #expect(cache.data(forKey: "a") == Data([2]))
        #expect(cache.data(forKey: "b") == nil, "a removal is seen at once")
        disk.open()
        await cache.flush()
        #expect(disk.writes == ["a", "a", "b", "-b"])
        #expect(disk.value(forKey: "a") == Data([2]) && disk.value(forKey: "b") == nil)
        #expect(cache.data(forKey: "a") == Data([2]))
    }

    @Test("Past the limit of bytes waiting, a writer waits for the queue to catch up; below it, never")
    func boundedMemory() async {
        let disk = GatedStore()
        let cache = WriteBehindCache(disk, pendingByteLimit: 4)
        cache.store(Data([1, 2, 3]), forKey: "a")
        await cache.waitIfBehind()  // 3 bytes wait, within the limit: returns with the gate still closed
        #expect(disk.writes == [])
        cache.store(Data([4, 5]), forKey: "b")
        let waiting = Task { await cache.waitIfBehind() }  // 5 bytes wait: until both are written
        await disk.waitForBlockedWrite()
        disk.open()
        await waiting.value
        #expect(disk.writes == ["a", "b"], "in order, and written when the wait ended")
    }

    @Test("With a real disk cache, flushed stores survive reopening it")
    func flushedStoresAreOnDisk() async throws {
        try await withScratchFolder { folder in
            let cache = WriteBehindCache(try DiskCache(directory: folder))
            let payloads = (0..<20).map { Data(repeating: UInt8($0), count: 10_000 + $0) }
            for (index, payload) in payloads.enumerated() { cache.store(payload, forKey: "key \(index)") }
            await cache.flush()
            let reopened = try DiskCache(directory: folder)
            #expect(reopened.count == payloads.count)
            for (index, payload) in payloads.enumerated() { #expect(reopened.data(forKey: "key \(index)") == payload) }
        }
    }
}

/// A store whose writes wait until `open()`, recording what it was asked to do.
private final class GatedStore: DataCaching {
    private struct State {
        var values: [String: Data] = [:]
        var writes: [String] = []
        var reads = 0
    }

    private let state = Locked(State())
    private let gate = DispatchSemaphore(value: 0)
    private let blocked = DispatchSemaphore(value: 0)
    private let isOpen = Locked(false)

    var writes: [String] { state.withLock { $0.writes } }
    var reads: Int { state.withLock { $0.reads } }
    func value(forKey key: String) -> Data? { state.withLock { $0.values[key] } }

    /// Lets every write through, now and later.
    func open() {
        isOpen.withLock { $0 = true }
        gate.signal()
    }

    /// Returns once a write is waiting at the gate.
    func waitForBlockedWrite() async {
        await onBlockingThread { self.blocked.wait() }
    }

    private func passGate() {
        guard !isOpen.withLock({ $0 }) else { return }
        blocked.signal()
        gate.wait()
        gate.signal()  // open stays open
    }

    func data(forKey key: String) -> Data? {
        state.withLock { state in
            state.reads += 1
            return state.values[key]
        }
    }

    func store(_ data: Data, forKey key: String) {
        passGate()
        state.withLock { state in
            state.values[key] = data
            state.writes.append(key)
        }
    }

    func removeData(forKey key: String) {
        passGate()
        state.withLock { state in
            state.values[key] = nil
            state.writes.append("-" + key)
        }
    }

    func removeAll() {
        passGate()
        state.withLock { state in
            state.values = [:]
            state.writes.append("-*")
        }
    }
}
