import Foundation
import Testing
import TomoCore
import TomoServer
import TomoTestSupport

@Suite("Error responses")
struct ErrorResponseTests {
    /// Asserts a 4xx status with the API's JSON error body.
    private func expectError(_ path: String, status: Int, from base: URL, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let response = try await HTTPTestClient.get(path, from: base)
        #expect(response.status == status, "\(path)", sourceLocation: sourceLocation)
        let body = try? response.decode(APIErrorBody.self)
        #expect(body?.error.isEmpty == false, "\(path) has no JSON error body", sourceLocation: sourceLocation)
    }

    @Test("Unknown series, slices and routes are 404 with a JSON error")
    func notFound() async throws {
        try await withTestServer { base in
            let series = try await HTTPTestClient.get("/series", from: base).decode(Series.self)
            try await expectError("/series/\(UUID().uuidString)", status: 404, from: base)
            try await expectError("/series/\(UUID().uuidString)/meta", status: 404, from: base)
            try await expectError("/series/\(series.id)/slice/\(UUID().uuidString)", status: 404, from: base)
            try await expectError("/series/\(series.id)/slice/0", status: 404, from: base)
            try await expectError("/no/such/route", status: 404, from: base)
        }
    }

    @Test("Bad queries are 400 and say what is wrong")
    func badQueries() async throws {
        try await withTestServer { base in
            let series = try await HTTPTestClient.get("/series", from: base).decode(Series.self)
            let slice = "/series/\(series.id)/slice/\(series.slices[0])"
            for query in ["window=nonsense", "window=0,40", "window=-5,40", "window=80", "window=80,40,1",
                          "window=nan,40", "window=80,inf", "window=1e9,0", "bits=12"] {
                try await expectError("\(slice)?\(query)", status: 400, from: base)
            }
            let message = try await HTTPTestClient.get("\(slice)?window=nonsense", from: base).decode(APIErrorBody.self)
            #expect(message.error.contains("brain"), "the error lists the presets")
        }
    }

    @Test("Names are matched, never used as paths: traversal, NUL and huge names are 4xx")
    func hostileNames() async throws {
        try await withTestServer { base in
            let series = try await HTTPTestClient.get("/series", from: base).decode(Series.self)
            let prefix = "/series/\(series.id)/slice/"
            let hostile = [
                "..%2F..%2F..%2F..%2Fetc%2Fpasswd", "%2e%2e%2f%2e%2e%2fetc%2fpasswd", "%2E%2E", "%00",
                "\(series.slices[0])%00", "%2Fetc%2Fpasswd", String(repeating: "a", count: 4000), "%F0%9F%A7%A0",
                "name%20with%20spaces",
            ]
            for name in hostile {
                let response = try await HTTPTestClient.get(prefix + name, from: base)
                #expect((400..<500).contains(response.status), "\(name.prefix(40)) gave \(response.status)")
                #expect(response.header("Content-Type") != "image/png")
            }
            let traversalAsSeries = try await HTTPTestClient.get("/series/..%2F..%2Fetc%2Fpasswd", from: base)
            #expect(traversalAsSeries.status == 404)
            #expect(!String(decoding: traversalAsSeries.body, as: UTF8.self).contains("root:"))
        }
    }

    @Test("A known path with another method is 405 with Allow; HEAD works wherever GET does")
    func methodNotAllowed() async throws {
        try await withTestServer { base in
            let series = try await HTTPTestClient.get("/series", from: base).decode(Series.self)
            for (method, path) in [("POST", "/series"), ("DELETE", "/catalog"), ("PUT", "/series/\(series.id)/slice/\(series.slices[0])")] {
                let response = try await HTTPTestClient.send(method: method, try #require(URL(string: base.absoluteString + path)))
                #expect(response.status == 405, "\(method) \(path)")
                #expect(response.header("Allow") == "GET, HEAD", "\(method) \(path)")
                #expect((try? response.decode(APIErrorBody.self)) != nil)
            }
            let head = try await HTTPTestClient.send(method: "HEAD", try #require(URL(string: base.absoluteString + "/series/\(series.id)/slice/\(series.slices[0])")))
            #expect(head.status == 200)
            #expect(head.body.isEmpty)
            #expect(head.header("ETag") != nil)
            let unknown = try await HTTPTestClient.send(method: "POST", try #require(URL(string: base.absoluteString + "/no/such/path")))
            #expect(unknown.status == 404)
        }
    }
}
