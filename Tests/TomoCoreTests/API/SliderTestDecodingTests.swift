import Foundation
import Testing
import TomoCore

@Suite("Slider test decoding: as loose as the original service")
struct SliderTestDecodingTests {
    private static let ticks = "[-96.33, -96.33, -93.47, -89.04]"

    @Test("A step decodes with its session id and step count as numbers or strings", arguments: [
        #"{"ticks": \#(ticks), "session_id": 3448, "step_count": 1}"#,
        #"{"ticks": \#(ticks), "session_id": "3448", "step_count": "1"}"#,
    ])
    func step(body: String) throws {
        let response = try LiteralResponse.decode(SliderTestResponse.self, body)
        #expect(response == .step(SliderTestStep(ticks: [-96.33, -96.33, -93.47, -89.04], sessionID: 3448, stepCount: 1)))
    }

    @Test("Completion decodes from \"true\", true, and a string session id", arguments: [
        #"{"session_id": 3448, "complete": "true"}"#,
        #"{"session_id": 3448, "complete": true}"#,
        #"{"session_id": "3448", "complete": "true"}"#,
    ])
    func completion(body: String) throws {
        #expect(try LiteralResponse.decode(SliderTestResponse.self, body) == .complete(SliderTestCompletion(sessionID: 3448)))
    }

    @Test("A body that is the JSON encoded again as a JSON string decodes the same")
    func jsonInAString() throws {
        let step = #""{\"ticks\": \#(Self.ticks), \"session_id\": 3448, \"step_count\": 2}""#
        let decoded = try LiteralResponse.decode(SliderTestResponse.self, step)
        #expect(decoded == .step(SliderTestStep(ticks: [-96.33, -96.33, -93.47, -89.04], sessionID: 3448, stepCount: 2)))
        let done = try LiteralResponse.decode(SliderTestResponse.self, #""{\"session_id\": 3448, \"complete\": \"true\"}""#)
        #expect(done == .complete(SliderTestCompletion(sessionID: 3448)))
    }

    @Test("complete must be true or false")
    func badComplete() throws {
        let failure = try #require(LiteralResponse.failure(SliderTestResponse.self, #"{"session_id": 1, "complete": "yes"}"#))
        #expect(failure.path == "complete")
        #expect(failure.reason.contains("true or false"))
    }

    @Test("A session id that is not an integer is named")
    func badSessionID() throws {
        let failure = try #require(LiteralResponse.failure(SliderTestResponse.self, #"{"ticks": [], "session_id": "abc", "step_count": 1}"#))
        #expect(failure.path == "session_id")
        #expect(failure.reason.contains("integer"))
    }

    @Test("A step without ticks is an error at ticks")
    func missingTicks() throws {
        let failure = try #require(LiteralResponse.failure(SliderTestResponse.self, #"{"session_id": 1, "step_count": 1}"#))
        #expect(failure.path == "ticks")
        #expect(failure.reason == "the field is missing")
    }

    @Test("A JSON string that does not hold JSON is an error, not a crash")
    func stringWithoutJSON() throws {
        let failure = try #require(LiteralResponse.failure(SliderTestResponse.self, #""hello""#))
        #expect(failure.path == "")
        #expect(failure.reason == #"expected a slider test answer, got a JSON string that holds none: "hello""#)
        let inner = try #require(LiteralResponse.failure(SliderTestResponse.self, #""{\"session_id\": 1, \"complete\": 3}""#))
        #expect(inner.path == "complete", "a field inside the string is named as in a plain body")
    }
}
