import Foundation
import Testing
import TomoCore
import TomoTestSupport

@Suite("SHA-256")
struct SHA256Tests {
    @Test("The FIPS 180-4 examples")
    func knownVectors() {
        let vectors: [(message: [UInt8], digest: String)] = [
            ([], "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            (Array("abc".utf8), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8),
             "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
            (Array(("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmno"
                + "ijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu").utf8),
             "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
            ([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000),
             "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"),
        ]
        for (message, digest) in vectors {
            #expect(SHA256.hexDigest(of: message) == digest, "\(message.count) bytes")
            #expect(SHA256.digest(of: Data(message)).count == 32)
        }
    }

    @Test("Agrees with sha256sum at every padding boundary and on a megabyte")
    func agreesWithSha256sum() async throws {
        var random = SplitMix64(seed: 20_240_601)
        let lengths = [1, 3, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 1_000, (1 << 20) + 3]
        let blobs = lengths.map { length in Data((0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }) }
        let expected = try await Sha256Sum.digests(of: blobs)
        #expect(expected.count == blobs.count)
        for (index, blob) in blobs.enumerated() {
            #expect(SHA256.hexDigest(of: blob) == expected[index], "\(blob.count) bytes")
        }
    }
}

@Suite("HMAC-SHA-256")
struct HMACTests {
    @Test("The RFC 4231 test cases: a short key, a short key with a long message, a key longer than a block")
    func rfc4231() {
        let cases: [(key: [UInt8], message: [UInt8], code: String)] = [
            ([UInt8](repeating: 0x0B, count: 20), Array("Hi There".utf8),
             "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"),
            (Array("Jefe".utf8), Array("what do ya want for nothing?".utf8),
             "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"),
            ([UInt8](repeating: 0xAA, count: 131), Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
             "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"),
        ]
        for (key, message, code) in cases {
            #expect(HMAC(key: key).code(of: message).map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined() == code)
        }
    }
}
