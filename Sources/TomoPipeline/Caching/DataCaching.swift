import Foundation

/// Where the pipeline keeps original image bytes between runs; `DiskCache` is the implementation.
///
/// Calls are synchronous and may block on file I/O: the pipeline makes them off its actors.
public protocol DataCaching: Sendable {
    /// The bytes stored for `key`, or nil (absent, or found damaged and discarded).
    func data(forKey key: String) -> Data?
    /// Stores `data` for `key`, replacing what was there; failures are not the caller's problem.
    func store(_ data: Data, forKey key: String)
    /// Forgets `key`.
    func removeData(forKey key: String)
    /// Forgets every key.
    func removeAll()
}
