/// FNV-1a, 64 bits: a fast, non-cryptographic hash of bytes (Fowler–Noll–Vo, variant 1a).
///
/// One implementation for every fingerprint Tomo takes: pixel hashes, disk-cache entry names, the
/// reference server's stable ids and fault decisions. Start from the standard offset basis, or from
/// another to get an independent hash of the same bytes.
public struct FNV1a: Sendable, Hashable {
    /// The standard 64-bit offset basis.
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    /// The 64-bit FNV prime.
    public static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash of the bytes added so far.
    public private(set) var value: UInt64

    /// A hash of nothing yet, starting from `offset`.
    public init(offset: UInt64 = FNV1a.offsetBasis) {
        value = offset
    }

    /// Adds one byte.
    public mutating func add(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* Self.prime
    }

    /// Adds every byte of `bytes`, in order (a concrete loop: no generic iteration per byte).
    public mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var hash = value
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* Self.prime }
        value = hash
    }

    /// The hash of `text`'s UTF-8 bytes from `offset`.
    public static func hash(_ text: String, offset: UInt64 = FNV1a.offsetBasis) -> UInt64 {
        var hash = FNV1a(offset: offset)
        var text = text
        text.withUTF8 { hash.add(UnsafeRawBufferPointer($0)) }
        return hash.value
    }
}
