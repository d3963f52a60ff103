import Foundation
import Testing
import TomoPipeline

@Suite struct DiskCacheKeysTests {
    @Test func urlsAreTheirOwnKeysUnlessUnderAnAliasedBase() throws {
        var keys = DiskCacheKeys()
        let url = try #require(URL(string: "http://127.0.0.1:80/id/3/200/133?blur=2"))
        #expect(keys.key(for: url) == url.absoluteString)

        keys.alias(try #require(URL(string: "http://127.0.0.1:80/")), as: "tomo-built-in-1f")
        #expect(keys.key(for: url) == "tomo-built-in-1f/id/3/200/133?blur=2")
        #expect(keys.key(for: try #require(URL(string: "http://127.0.0.1:80"))) == "tomo-built-in-1f")
        #expect(keys.key(for: try #require(URL(string: "http://127.0.0.1:80?x=1"))) == "tomo-built-in-1f?x=1")
        for other in ["http://127.0.0.1:8080/id/3/200/133", "https://127.0.0.1:80/a", "http://127.0.0.1:800"] {
            let otherURL = try #require(URL(string: other))
            #expect(keys.key(for: otherURL) == other, "\(other) is not under the aliased base")
        }
    }
}
