import TomoCore

/// The file name of a disk-cache entry: a 128-bit hash of its key, written as 32 lowercase hex digits.
///
/// The hash is not cryptographic: two keys may share a name. The entry file stores its key and reads
/// compare it, so a collision costs a miss, never another key's data.
struct DiskCacheEntryName: Hashable, Sendable {
    private let high: UInt64
    private let low: UInt64

    /// The name of the entry for `key`: FNV-1a over its UTF-8 bytes from two offset bases, each mixed with
    /// MurmurHash3's 64-bit finaliser.
    init(key: String) {
        self.high = Self.mix(FNV1a.hash(key))
        self.low = Self.mix(FNV1a.hash(key, offset: 0x6C62_272E_07BB_0142) ^ UInt64(key.utf8.count))
    }

    /// The name written as `fileName`, or nil when `fileName` is not exactly 32 lowercase hex digits.
    init?(fileName: some StringProtocol) {
        let digits = Array(fileName.utf8)
        guard digits.count == 32, let high = Self.parse(digits[0..<16]), let low = Self.parse(digits[16..<32]) else {
            return nil
        }
        self.high = high
        self.low = low
    }

    /// 32 lowercase hex digits.
    var fileName: String {
        String(unsafeUninitializedCapacity: 32) { buffer in
            let digits = Array("0123456789abcdef".utf8)
            for index in 0..<32 {
                let word = index < 16 ? high : low
                let shift = UInt64(60 - 4 * (index % 16))
                buffer[index] = digits[Int((word >> shift) & 0xF)]
            }
            return 32
        }
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var mixed = value
        mixed ^= mixed >> 33
        mixed &*= 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 33
        mixed &*= 0xC4CE_B9FE_1A85_EC53
        mixed ^= mixed >> 33
        return mixed
    }

    private static func parse(_ digits: ArraySlice<UInt8>) -> UInt64? {
        var value: UInt64 = 0
        for digit in digits {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt64(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt64(digit - UInt8(ascii: "a") + 10)
            default: return nil
            }
        }
        return value
    }
}
