import Dispatch
import Foundation
import TomoCore

/// Puts a `DataCaching` store's writes behind the caller: `store` keeps the bytes in memory and
/// returns at once, and a serial queue writes them to the store in order. Until its write is done
/// an entry is read from memory, so a read never misses what was just stored.
///
/// The pipeline wraps its disk cache in one, so a fresh download goes to decoding without waiting
/// for the file system, and no file write blocks a thread of Swift's cooperative pool (the pipeline reads
/// on its blocking-work threads). When more than
/// `pendingByteLimit` bytes wait (a disk slower than the network), `waitIfBehind()` suspends the
/// caller until the queue catches up: memory stays bounded, and nothing blocks. `flush()` waits for
/// every write queued so far.
final class WriteBehindCache: DataCaching {
    private struct Pending {
        var entries: [String: (generation: UInt64, data: Data)] = [:]
        var byteCount = 0
        var lastGeneration: UInt64 = 0
    }

    /// The store that ends up with the bytes.
    let base: any DataCaching
    /// Bytes waiting for their write beyond which `waitIfBehind()` makes writers wait.
    let pendingByteLimit: Int
    private let pending = Locked(Pending())
    private let queue = DispatchQueue(label: "tomo.pipeline.write-behind", qos: .utility)

    init(_ base: any DataCaching, pendingByteLimit: Int = 32 << 20) {
        self.base = base
        self.pendingByteLimit = pendingByteLimit
    }

    func data(forKey key: String) -> Data? {
        if let entry = pending.withLock({ $0.entries[key] }) { return entry.data }
        return base.data(forKey: key)
    }

    func store(_ data: Data, forKey key: String) {
        let generation = pending.withLock { pending -> UInt64 in
            pending.byteCount += data.count - (pending.entries[key]?.data.count ?? 0)
            pending.lastGeneration += 1
            pending.entries[key] = (pending.lastGeneration, data)
            return pending.lastGeneration
        }
        queue.async { [base, pending] in
            base.store(data, forKey: key)
            pending.withLock { pending in
                guard pending.entries[key]?.generation == generation else { return }
                pending.entries[key] = nil
                pending.byteCount -= data.count
            }
        }
    }

    /// Returns at once while at most `pendingByteLimit` bytes wait for their write; otherwise when
    /// every write queued so far is done.
    func waitIfBehind() async {
        guard pending.withLock({ $0.byteCount > pendingByteLimit }) else { return }
        await flush()
    }

    func removeData(forKey key: String) {
        pending.withLock { pending in
            if let removed = pending.entries.removeValue(forKey: key) { pending.byteCount -= removed.data.count }
        }
        queue.async { [base] in base.removeData(forKey: key) }
    }

    /// Drops the writes still pending and empties the store once the writes under way are done.
    func removeAll() {
        pending.withLock { pending in
            pending.entries = [:]
            pending.byteCount = 0
        }
        queue.async { [base] in base.removeAll() }
    }

    /// Returns when every write queued before the call is in the store.
    func flush() async {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume() }
        }
    }
}
