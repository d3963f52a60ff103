import Foundation

/// SHA-256 (FIPS 180-4): the digests `tomo fetch --json` prints, and the HMAC (``HMAC``) de-identification keys with.
///
/// Written here rather than taken from swift-crypto: that package would compile its own copy of
/// BoringSSL (minutes on a small machine, twice with the thread sanitizer) for one hash of a few
/// megabytes. The tests check it against the FIPS 180-4 examples and against `sha256sum`.
public enum SHA256 {
    /// The 32-byte digest of `bytes`.
    public static func digest(of bytes: some ContiguousBytes) -> [UInt8] {
        var state = SHA256State()
        let (tail, messageBits) = bytes.withUnsafeBytes { buffer -> ([UInt8], UInt64) in
            let wholeBlocks = buffer.count / 64
            for block in 0..<wholeBlocks {
                state.compress(UnsafeRawBufferPointer(rebasing: buffer[block * 64 ..< block * 64 + 64]))
            }
            return ([UInt8](buffer[(wholeBlocks * 64)...]), UInt64(buffer.count) &* 8)
        }
        // Padding: a 1 bit, zeros up to 56 mod 64, then the message length in bits, big-endian.
        var padded = tail + [0x80]
        padded += [UInt8](repeating: 0, count: (56 - padded.count % 64 + 64) % 64)
        padded += (0..<8).reversed().map { UInt8(truncatingIfNeeded: messageBits >> ($0 * 8)) }
        padded.withUnsafeBytes { buffer in
            for offset in stride(from: 0, to: buffer.count, by: 64) {
                state.compress(UnsafeRawBufferPointer(rebasing: buffer[offset ..< offset + 64]))
            }
        }
        return state.bytes
    }

    /// The digest of `bytes` as 64 lowercase hexadecimal digits, as `sha256sum` prints it.
    public static func hexDigest(of bytes: some ContiguousBytes) -> String {
        digest(of: bytes).map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}
