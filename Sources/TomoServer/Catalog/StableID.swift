import TomoCore

/// Deterministic UUID strings derived from names, stable across restarts and machines.
///
/// The 128 bits come from two FNV-1a 64-bit hashes of the name (with different offsets), stamped
/// as an RFC 9562 version 8 ("custom") UUID. They look random, so sorting them says nothing about
/// the order they were made in, which is the point: clients must use the series' array order.
enum StableID {
    /// The UUID string (upper case, as the original service used) for `name`.
    static func uuid(for name: String) -> String {
        var high = fnv1a(name, offset: 0xcbf2_9ce4_8422_2325)
        var low = fnv1a(name, offset: 0x8422_2325_cbf2_9ce4)
        high = (high & ~0xF000) | 0x8000  // version 8 in the time_hi_and_version nibble
        low = (low & ~(0b11 << 62)) | (0b10 << 62)  // RFC variant
        let hex = hexDigits(high) + hexDigits(low)
        let parts = [hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4),
                     hex.dropFirst(16).prefix(4), hex.dropFirst(20)]
        return parts.joined(separator: "-")
    }

    /// FNV-1a over the UTF-8 bytes of `text`, starting from `offset`, finished with a mixing step
    /// so that names differing only in their last bytes still differ in every hex digit.
    static func fnv1a(_ text: String, offset: UInt64) -> UInt64 {
        var hash = FNV1a.hash(text, offset: offset)
        hash ^= hash >> 33
        hash &*= 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 33
        return hash
    }

    private static func hexDigits(_ value: UInt64) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
