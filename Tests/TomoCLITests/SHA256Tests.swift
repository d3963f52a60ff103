import Foundation
import Testing
@testable import TomoCLI
import TomoCore

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
