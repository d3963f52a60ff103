/// HMAC-SHA-256 (RFC 2104, FIPS 198-1): a keyed digest, what de-identification derives its replacement UIDs,
/// pseudonyms and date shifts from, so that one key gives the same values in every run and without the key
/// they cannot be traced back.
public struct HMAC: Sendable {
    /// The key padded to a block and masked with the inner and outer pads.
    private let innerPad: [UInt8]
    private let outerPad: [UInt8]

    /// An HMAC with `key` (any length: a key longer than SHA-256's 64-byte block is hashed first).
    public init(key: [UInt8]) {
        var block = key.count > 64 ? SHA256.digest(of: key) : key
        block += [UInt8](repeating: 0, count: 64 - block.count)
        innerPad = block.map { $0 ^ 0x36 }
        outerPad = block.map { $0 ^ 0x5C }
    }

    /// The 32-byte authentication code of `message`.
    public func code(of message: [UInt8]) -> [UInt8] {
        SHA256.digest(of: outerPad + SHA256.digest(of: innerPad + message))
    }

    /// The code of `text`'s UTF-8 bytes.
    public func code(of text: String) -> [UInt8] {
        code(of: Array(text.utf8))
    }
}
