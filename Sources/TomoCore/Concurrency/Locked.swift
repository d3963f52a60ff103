import Foundation

/// A value that only one thread at a time may touch, like the Synchronization module's `Mutex`.
///
/// Built on `NSLock` (a pthread mutex) because the thread sanitizer understands it. On Linux, `Mutex`
/// locks with futexes inside the uninstrumented standard library, so the sanitizer cannot see its
/// ordering and reports races between accesses that the lock does in fact order.
///
/// Inlinable, so that callers in other modules specialise `withLock` for their value (see `LRUList`).
public final class Locked<Value: Sendable>: @unchecked Sendable {
    @usableFromInline let lock = NSLock()
    @usableFromInline var value: Value

    @inlinable
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    @inlinable
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
