import ArgumentParser
import Foundation
import Testing
import TomoCore
import TomoServer
import TomoServerCommands

@Suite("Slider test API errors and limits")
struct SliderTestErrorTests {
    /// Sends `body` and asserts `status` with the API's JSON error body; returns the message.
    @discardableResult
    private func expectError(
        _ body: String, to path: String, method: String = "POST", status: Int, at base: URL,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> String {
        let response = try await SliderTestClient.send(Data(body.utf8), to: path, at: base, method: method)
        #expect(response.status == status, "\(method) \(path) \(body.prefix(60))", sourceLocation: sourceLocation)
        let message = (try? response.decode(APIErrorBody.self))?.error ?? ""
        #expect(!message.isEmpty, "\(method) \(path) \(body.prefix(60)) has no JSON error", sourceLocation: sourceLocation)
        return message
    }

    @Test("Other methods are 405 with Allow: POST and a JSON error")
    func wrongMethod() async throws {
        try await withSliderTestServer { base in
            for path in ["/test_start", "/test_next"] {
                for method in ["GET", "PUT", "PATCH", "DELETE"] {
                    try await expectError(method == "GET" ? "" : "{}", to: path, method: method, status: 405, at: base)
                }
                let response = try await HTTPTestClient.get(path, from: base)
                #expect(response.header("Allow") == "POST")
                #expect(try await SliderTestClient.send(Data(), to: path, at: base, method: "HEAD").status == 405)
            }
        }
    }

    @Test("A start body that is not {\"choice\": \"start\"} is 400")
    func badStart() async throws {
        try await withSliderTestServer { base in
            let message = try await expectError(#"{"choice": "stop"}"#, to: "/test_start", status: 400, at: base)
            #expect(message.contains("start"))
            let malformed = try await expectError("not json", to: "/test_start", status: 400, at: base)
            #expect(malformed.contains("not valid JSON"), "\(malformed)")
            for body in ["", "{}", #"{"choice": 5}"#, #"{"choice": null}"#, "not json", "[1]", #""start""#, #"{"choice": "start""#] {
                try await expectError(body, to: "/test_start", status: 400, at: base)
            }
        }
    }

    @Test("Choices out of range or not integers, and malformed bodies, are 400 naming the field")
    func badChoices() async throws {
        try await withSliderTestServer { base in
            let id = try await SliderTestClient.start(at: base).sessionID
            for choice in ["15", "-1", "99999999999999999999999", #""15""#, #""-1""#] {
                let message = try await expectError(#"{"session_id": \#(id), "choice": \#(choice)}"#, to: "/test_next", status: 400, at: base)
                #expect(message.contains("choice"), "\(choice): \(message)")
            }
            for choice in [#""abc""#, "8.5", #""8.5""#, "null", "true", "[8]", #""""#] {
                let message = try await expectError(#"{"session_id": \#(id), "choice": \#(choice)}"#, to: "/test_next", status: 400, at: base)
                #expect(message.contains("choice"), "\(choice): \(message)")
            }
            let missing = try await expectError(#"{"session_id": \#(id)}"#, to: "/test_next", status: 400, at: base)
            #expect(missing.contains("choice"))
            for body in [#"{"choice": "8"}"#, #"{"session_id": "x", "choice": "8"}"#, "{", "", "[]"] {
                try await expectError(body, to: "/test_next", status: 400, at: base)
            }
            guard case .step(let step) = try await SliderTestClient.choose(8, in: id, at: base) else {
                Issue.record("the session did not survive bad requests")
                return
            }
            #expect(step.stepCount == 2, "bad requests do not advance the session")
        }
    }

    @Test("An unknown session is 404; a body over 4 KB is 413")
    func unknownSessionAndHugeBody() async throws {
        try await withSliderTestServer { base in
            let id = try await SliderTestClient.start(at: base).sessionID
            let message = try await expectError(#"{"session_id": \#(id &+ 1), "choice": "8"}"#, to: "/test_next", status: 404, at: base)
            #expect(message.contains(String(id &+ 1)))
            try await expectError(#"{"session_id": 0, "choice": "8"}"#, to: "/test_next", status: 404, at: base)
            let padding = String(repeating: " ", count: 4100)
            try await expectError(#"{"choice": "start"\#(padding)}"#, to: "/test_start", status: 413, at: base)
            try await expectError(#"{"session_id": \#(id), "choice": "8"\#(padding)}"#, to: "/test_next", status: 413, at: base)
            let justUnder = String(repeating: " ", count: 4000)
            let accepted = try await SliderTestClient.post(#"{"choice": "start"\#(justUnder)}"#, to: "/test_start", at: base)
            #expect(accepted.status == 200)
        }
    }

    @Test("Over HTTP, a tiny session cap evicts the least recently used session")
    func capOverHTTP() async throws {
        try await withSliderTestServer(SliderTestConfiguration(maxSessions: 2)) { base in
            var ids: [Int] = []
            for _ in 0..<3 { ids.append(try await SliderTestClient.start(at: base).sessionID) }
            try await expectError(#"{"session_id": \#(ids[0]), "choice": "8"}"#, to: "/test_next", status: 404, at: base)
            for id in ids.dropFirst() {
                #expect(try await SliderTestClient.choose(8, in: id, at: base) != .complete(SliderTestCompletion(sessionID: id)))
            }
        }
    }

    @Test("Over HTTP, a session expires after the configured lifetime, by the injected clock")
    func expiryOverHTTP() async throws {
        let clock = ManualClock()
        let configuration = SliderTestConfiguration(sessionLifetime: .seconds(600), now: { clock.now })
        try await withSliderTestServer(configuration) { base in
            let id = try await SliderTestClient.start(at: base).sessionID
            clock.advance(by: .seconds(599))
            _ = try await SliderTestClient.choose(3, in: id, at: base)
            clock.advance(by: .seconds(600))
            let message = try await expectError(#"{"session_id": \#(id), "choice": "3"}"#, to: "/test_next", status: 404, at: base)
            #expect(message.contains("expired"))
        }
    }

    @Test("The command-line options set the slider test configuration; bad values are refused")
    func options() throws {
        let defaults = try ServerOptions.parse([]).configuration().sliderTest
        #expect(!defaults.encodesBodiesAsJSONStrings)
        #expect(defaults.maxSessions == 10_000 && defaults.sessionLifetime == .seconds(1800))
        let set = try ServerOptions.parse([
            "--slider-json-as-string", "--slider-seed", "5", "--slider-session-lifetime", "60", "--slider-max-sessions", "7",
        ]).configuration().sliderTest
        #expect(set.encodesBodiesAsJSONStrings && set.seed == 5)
        #expect(set.sessionLifetime == .seconds(60) && set.maxSessions == 7)
        for arguments in [["--slider-max-sessions", "0"], ["--slider-session-lifetime", "-1"], ["--slider-seed", "x"]] {
            #expect(throws: (any Error).self, "\(arguments)") { try ServerOptions.parse(arguments) }
        }
    }
}
