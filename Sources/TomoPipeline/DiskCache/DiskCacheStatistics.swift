/// Counters of a `DiskCache` since it was opened.
public struct DiskCacheStatistics: Sendable, Hashable {
    /// Reads that returned data.
    public internal(set) var hits = 0
    /// Reads that returned nil: no entry, a vanished or damaged file, or another key's entry.
    public internal(set) var misses = 0
    /// Bytes of data returned by hits.
    public internal(set) var bytesRead = 0
    /// Bytes of data stored.
    public internal(set) var bytesWritten = 0
    /// Entries removed to keep the cache within its size limit.
    public internal(set) var evictions = 0
    /// Damaged files (truncated, wrong length, wrong checksum) found by reads and removed.
    public internal(set) var corruptDiscards = 0
    /// Stores that stored nothing: an entry larger than the limit, a full disk or an unwritable folder.
    public internal(set) var failedWrites = 0
}
