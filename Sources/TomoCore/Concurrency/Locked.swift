import Foundation

/// A value that only one thread at a time may touch, like the Synchronization module's `Mutex`.
///
/// Built on `NSLock` (a pthread mutex) because the thread sanitizer understands it. On Linux, `Mutex`
/// locks with futexes inside the uninstrumented standard library, so the sanitizer cannot see its
/// ordering and reports races between accesses that the lock does in fact order.
public final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
