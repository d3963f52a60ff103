import Foundation
import Testing
import TomoCore
import TomoServer
import TomoTestSupport
import TomoURLSession

/// What `HTTPClient` throws, and how it reads.
@Suite("HTTPClient errors")
struct HTTPClientErrorTests {
    @Test("A status error names the URL and status and quotes the server's JSON error message")
    func statusDescriptionQuotesServer() async throws {
        try await withTestServer { base in
            let client = HTTPClient(transport: URLSessionTransport())
            let url = base.appending(path: "series/no-such-series")
            let error = await #expect(throws: HTTPError.self) { try await client.response(for: HTTPRequest(url: url)) }
            let text = try #require(error).description
            #expect(text.contains(url.absoluteString))
            #expect(text.contains("404"))
            #expect(text.contains("no series with id \"no-such-series\""))
            #expect(!text.contains("{"), "the message, not the JSON: \(text)")
        }
    }

    @Test("A PACS's JSON error body gives its words (Orthanc's Details), not its JSON")
    func pacsErrorBody() async throws {
        let body = "\n\t" + #"{"Details": "Accessing an inexistent series with WADO-RS: 4.5", "HttpStatus": 404, "Message": "Accessing an inexistent item"}"#
        let transport = ScriptedTransport(HTTPResponse(statusCode: 404, body: Data(body.utf8)))
        let url = URL(string: "http://pacs.example/dicom-web/studies/1/series/4.5/metadata")!
        let error = await #expect(throws: HTTPError.self) {
            try await HTTPClient(transport: transport, retryPolicy: .never).response(for: HTTPRequest(url: url))
        }
        #expect(error?.description == "\(url.absoluteString) answered 404 Not Found: Accessing an inexistent series with WADO-RS: 4.5")
    }

    @Test("A long non-JSON error body is cut short on one line")
    func longBodyExcerpt() async throws {
        let page = "<html>\n<body>" + String(repeating: "Service Unavailable ", count: 100) + "</body>\n</html>"
        let transport = ScriptedTransport(HTTPResponse(statusCode: 503, body: Data(page.utf8)))
        let client = HTTPClient(transport: transport, retryPolicy: .never)
        let error = await #expect(throws: HTTPError.self) {
            try await client.response(for: HTTPRequest(url: URL(string: "http://example.invalid/x")!))
        }
        let text = try #require(error).description
        #expect(text.contains("503"))
        #expect(text.contains("<html><body>Service Unavailable"))
        #expect(text.hasSuffix("…"))
        #expect(!text.contains("\n"))
        #expect(text.count < 300)
    }

    @Test("Only a 2xx status is a success")
    func statusValidation() async throws {
        for (code, succeeds) in [(200, true), (204, true), (304, false), (404, false), (500, false)] {
            let client = HTTPClient(transport: ScriptedTransport(HTTPResponse(statusCode: code)), retryPolicy: .never)
            let request = HTTPRequest(url: URL(string: "http://example.invalid/x")!)
            if succeeds {
                #expect(try await client.response(for: request).statusCode == code)
            } else {
                let error = await #expect(throws: HTTPError.self) { try await client.response(for: request) }
                #expect(error?.statusCode == code)
            }
        }
    }

    @Test("A 503 to a POST is sent once; to a GET, until attempts run out")
    func retriesOnlyIdempotentMethods() async throws {
        let url = URL(string: "http://example.invalid/x")!
        let policy = RetryPolicy(maximumAttempts: 3, baseDelay: .milliseconds(1))
        for (method, expected) in [(HTTPMethod.post, 1), (.get, 3), (.put, 3), (.delete, 3)] {
            let transport = ScriptedTransport(HTTPResponse(statusCode: 503))
            let client = HTTPClient(transport: transport, retryPolicy: policy)
            _ = await #expect(throws: HTTPError.self) { try await client.response(for: HTTPRequest(method: method, url: url)) }
            #expect(transport.sentCount == expected, "\(method)")
        }
    }

    @Test("Transient errors are the ones worth retrying")
    func transientErrors() {
        let url = URL(string: "http://example.invalid/x")!
        func status(_ code: Int) -> HTTPError { .status(url: url, code: code, bodyExcerpt: "", retryAfter: nil) }
        #expect(HTTPError.transport(url: url, reason: "reset").isTransient)
        #expect(HTTPError.timedOut(url: url, after: .seconds(1)).isTransient)
        #expect([408, 429, 500, 502, 503, 504].allSatisfy { status($0).isTransient })
        #expect(![400, 401, 403, 404, 405, 409, 413, 415].contains { status($0).isTransient })
        #expect(!HTTPError.decoding(url: url, path: "id", reason: "missing").isTransient)
        #expect(!HTTPError.invalidData(url: url, reason: "not a PNG").isTransient)
    }

    @Test("Response header names are case-insensitive and duplicates differing in case are combined")
    func responseHeaders() {
        let response = HTTPResponse(statusCode: 200, headers: ["Content-Type": "image/png", "Vary": "Accept", "vary": "Origin"])
        #expect(response.header("content-type") == "image/png")
        #expect(response.headers["content-type"] == "image/png")
        #expect(Set(response.header("VARY")?.components(separatedBy: ", ") ?? []) == ["Accept", "Origin"])
    }
}
