import Foundation
import Testing
import TomoCore
import TomoTestSupport

/// Repeated image GETs are answered from the channel pipeline (see `ImmutableResponseHandler`); these
/// check that such answers are indistinguishable from the router's, but for a current `Date`.
@Suite("Fast path for repeated image requests")
struct FastPathTests {
    private static let headersThatMustMatch = ["Content-Type", "Content-Length", "ETag", "Cache-Control", "Server"]

    private func url(_ base: URL, _ path: String) throws -> URL {
        try #require(URL(string: base.absoluteString + path))
    }

    @Test("A repeated GET gets the same bytes and headers, with a current Date")
    func repeatsMatchFirstAnswer() async throws {
        try await withTestServer { base in
            let series = try await HTTPTestClient.get("/series", from: base).decode(Series.self)
            for path in ["/series/\(series.id)/slice/\(series.slices[2])", "/series/\(series.id)/slice/\(series.slices[2])?window=bone",
                         "/series/\(series.id)/slice/\(series.slices[2])?bits=16", "/id/3/40/30", "/id/3/40"] {
                let first = try await HTTPTestClient.get(path, from: base)
                #expect(first.status == 200, "\(path)")
                for _ in 0..<3 {
                    // HTTP dates have whole seconds: the answer's lies between the second the request left
                    // and the moment it arrived, however long the exchange took on a loaded machine.
                    let sent = Date().timeIntervalSince1970.rounded(.down)
                    let again = try await HTTPTestClient.get(path, from: base)
                    let received = Date().timeIntervalSince1970
                    #expect(again.status == 200 && again.body == first.body, "\(path)")
                    for name in Self.headersThatMustMatch {
                        #expect(again.header(name) == first.header(name), "\(path): \(name)")
                    }
                    let date = try #require(again.header("Date"), "\(path) has no Date")
                    let parsed = try #require(Self.parseHTTPDate(date), "\(path): unparseable Date \(date)")
                    #expect(
                        (sent...received).contains(parsed.timeIntervalSince1970),
                        "\(path): Date \(date) is not the time of the answer")
                }
            }
        }
    }

    @Test("Different queries are different resources")
    func queriesAreDistinct() async throws {
        try await withTestServer { base in
            let series = try await HTTPTestClient.get("/series", from: base).decode(Series.self)
            let path = "/series/\(series.id)/slice/\(series.slices[5])"
            for _ in 0..<2 {
                let brain = try await HTTPTestClient.get(path, from: base)
                let bone = try await HTTPTestClient.get(path + "?window=bone", from: base)
                #expect(brain.body != bone.body)
                #expect(brain.header("ETag") != bone.header("ETag"))
            }
        }
    }

    @Test("Revalidation and HEAD still reach the router after an image is cached")
    func conditionalAndHeadRequests() async throws {
        try await withTestServer { base in
            let series = try await HTTPTestClient.get("/series", from: base).decode(Series.self)
            let path = "/series/\(series.id)/slice/\(series.slices[1])"
            let first = try await HTTPTestClient.get(path, from: base)
            _ = try await HTTPTestClient.get(path, from: base)
            let etag = try #require(first.header("ETag"))
            let revalidated = try await HTTPTestClient.get(path, from: base, headers: ["If-None-Match": etag])
            #expect(revalidated.status == 304 && revalidated.body.isEmpty)
            let head = try await HTTPTestClient.send(method: "HEAD", try url(base, path))
            #expect(head.status == 200 && head.body.isEmpty && head.header("ETag") == etag)
            let post = try await HTTPTestClient.send(method: "POST", try url(base, path))
            #expect(post.status == 405)
        }
    }

    @Test("Errors are never replayed: a missing slice stays 404 without cache headers")
    func onlyImmutableSuccessesAreKept() async throws {
        try await withTestServer { base in
            let series = try await HTTPTestClient.get("/series", from: base).decode(Series.self)
            for _ in 0..<3 {
                let missing = try await HTTPTestClient.get("/series/\(series.id)/slice/nope", from: base)
                #expect(missing.status == 404)
                #expect(missing.header("Cache-Control") == nil)
            }
        }
    }

    /// Parses an IMF-fixdate such as `Sat, 21 Nov 2026 10:43:56 GMT`.
    private static func parseHTTPDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.date(from: text)
    }
}
