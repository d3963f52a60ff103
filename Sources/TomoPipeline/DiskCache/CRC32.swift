import CZlibSystem

/// CRC-32 (IEEE 802.3: the checksum of zlib, gzip and PNG), computed by zlib, which is linked anyway.
///
/// Fast enough to verify every disk-cache read: a few microseconds for a slice image, against about a
/// millisecond to decode it.
struct CRC32: Sendable {
    /// The checksum of every byte passed to `update` so far.
    private(set) var value: UInt32 = 0

    /// Adds `bytes` to the checksum.
    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let start = bytes.baseAddress?.assumingMemoryBound(to: Bytef.self) else { return }
        value = UInt32(crc32_z(uLong(value), start, bytes.count))
    }
}
