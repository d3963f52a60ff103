import Foundation
import Testing
import TomoCore
import TomoServer
import TomoTestSupport

/// What every `HTTPTransport` must do, checked on each against the real reference server.
@Suite("Transport conformance", .timeLimit(.minutes(10)))
struct TransportConformanceTests {
    @Test("Slice bodies arrive whole and byte-identical to the other transport's", arguments: TransportKind.allCases)
    func bodiesMatchAcrossTransports(kind: TransportKind) async throws {
        try await withTestServer { base in
            let transport = kind.make()
            let other = kind.other.make()
            let series = try await TestSeries.load(from: base, with: transport)
            for index in series.sliceIndices {
                for query in [nil, "bits=16"] {
                    let request = HTTPRequest(url: series.sliceURL(index, query: query))
                    let response = try await transport.send(request)
                    let reference = try await other.send(request)
                    #expect(response.statusCode == 200)
                    #expect(response.body.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
                    #expect(response.header("Content-Length") == "\(response.body.count)")
                    #expect(response.body == reference.body)
                }
            }
        }
    }

    @Test("A non-2xx status is returned as a response, not thrown", arguments: TransportKind.allCases)
    func errorStatusIsAResponse(kind: TransportKind) async throws {
        try await withTestServer { base in
            let transport = kind.make()
            let series = try await TestSeries.load(from: base, with: transport)

            let missing = try await transport.send(HTTPRequest(url: series.url("/series/no-such-series")))
            #expect(missing.statusCode == 404)
            #expect(try JSONDecoder().decode(APIErrorBody.self, from: missing.body).error.contains("no-such-series"))

            let badQuery = try await transport.send(HTTPRequest(url: series.sliceURL(0, query: "window=nonsense")))
            #expect(badQuery.statusCode == 400)

            let wrongMethod = try await transport.send(HTTPRequest(method: .delete, url: series.url("/series")))
            #expect(wrongMethod.statusCode == 405)
            #expect(wrongMethod.header("Allow")?.contains("GET") == true)
        }
    }

    @Test("Header fields are found whatever the case of their name", arguments: TransportKind.allCases)
    func headersAreCaseInsensitive(kind: TransportKind) async throws {
        try await withTestServer { base in
            let transport = kind.make()
            let series = try await TestSeries.load(from: base, with: transport)
            let response = try await transport.send(HTTPRequest(url: series.sliceURL(0)))
            #expect(response.header("Content-Type") == "image/png")
            #expect(response.header("content-type") == "image/png")
            #expect(response.header("CONTENT-TYPE") == "image/png")
            let etag = try #require(response.header("ETag"))
            #expect(response.header("etag") == etag)
            #expect(response.header("Cache-Control")?.contains("immutable") == true)
            #expect(response.header("X-Not-Sent") == nil)
        }
    }

    @Test("POST sends its body (the slider test's start and next)", arguments: TransportKind.allCases)
    func postWithBody(kind: TransportKind) async throws {
        try await withTestServer { base in
            let transport = kind.make()
            func post(_ path: String, _ json: String) async throws -> (status: Int, body: [String: Any]) {
                let request = HTTPRequest(
                    method: .post, url: URL(string: base.absoluteString + path)!,
                    headers: ["Content-Type": "application/json"], body: Data(json.utf8))
                let response = try await transport.send(request)
                let body = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
                return (response.statusCode, try #require(body))
            }

            let start = try await post("/test_start", #"{"choice": "start"}"#)
            #expect(start.status == 200)
            #expect(start.body["step_count"] as? Int == 1)
            #expect((start.body["ticks"] as? [Any])?.count == 15)
            let session = try #require(start.body["session_id"] as? Int)

            let next = try await post("/test_next", #"{"session_id": \#(session), "choice": "8"}"#)
            #expect(next.status == 200)
            #expect(next.body["step_count"] as? Int == 2)
            #expect(next.body["session_id"] as? Int == session)

            let refused = try await post("/test_start", #"{"choice": "stop"}"#)
            #expect(refused.status == 400)
            #expect((refused.body["error"] as? String)?.contains("start") == true)
        }
    }

    @Test("A response slower than the timeout throws timedOut, at the timeout", arguments: TransportKind.allCases)
    func timeout(kind: TransportKind) async throws {
        // Only the timeout can end it early; the server's injected latency ends when the server stops.
        let latency = Duration.seconds(60)
        try await withTestServer(faults: FaultConfiguration(latency: latency...latency)) { base in
            let transport = kind.make()
            let series = try await TestSeries.load(from: base, with: transport)
            let timeout = Duration.milliseconds(300)
            let clock = ContinuousClock()
            let start = clock.now
            let error = await #expect(throws: HTTPError.self) {
                try await transport.send(HTTPRequest(url: series.sliceURL(0), timeout: timeout))
            }
            let elapsed = clock.now - start
            #expect(error?.isTimedOut == true, "\(String(describing: error))")
            #expect(elapsed >= timeout && elapsed < latency / 4, "took \(elapsed)")
        }
    }

    @Test("A refused connection throws cannotConnect, said in people's words", arguments: TransportKind.allCases)
    func connectionRefused(kind: TransportKind) async throws {
        // The port of a server that has stopped: nothing listens there any more.
        let base = try await withTestServer { base in base }
        let error = await #expect(throws: HTTPError.self) {
            try await kind.make().send(HTTPRequest(url: base.appending(path: "series"), timeout: .seconds(10)))
        }
        #expect(error?.description == "cannot connect to 127.0.0.1:\(base.port ?? 0): connection refused", "\(String(describing: error))")
        #expect(error?.url == base.appending(path: "series") && error?.isTransient == true)
    }

    @Test("A body cut short throws a transport error, never a short success", arguments: TransportKind.allCases)
    func truncatedBody(kind: TransportKind) async throws {
        try await withTestServer(faults: FaultConfiguration(truncationRate: 1)) { base in
            let transport = kind.make()
            let series = try await TestSeries.load(from: base, with: transport)
            for index in series.sliceIndices {
                let error = await #expect(throws: HTTPError.self) {
                    try await transport.send(HTTPRequest(url: series.sliceURL(index)))
                }
                #expect(error?.isTransport == true, "\(String(describing: error))")
            }
        }
    }
}
