import Foundation
import Testing
import TomoCore

@Suite("Slider test models")
struct SliderTestModelTests {
    /// The original service's example, with its unrounded float.
    private let originalStep = #"{"ticks": [-96.33, -96.33, -93.47, -89.03999999999999, -84.61, -80.18, -75.75, -71.32, -66.89, -62.46, -58.03, -53.6, -49.17, -44.74, -40.31], "session_id": 3448, "step_count": 2}"#

    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    private func jsonObject(_ value: some Encodable) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as? [String: Any])
    }

    @Test("A choice encodes session_id as a number and choice as a string, and decodes either form")
    func choice() throws {
        let object = try jsonObject(SliderTestChoice(sessionID: 3448, choice: 8))
        #expect(Set(object.keys) == ["session_id", "choice"])
        #expect(object["session_id"] as? Int == 3448)
        #expect(object["choice"] as? String == "8")
        let expected = SliderTestChoice(sessionID: 3448, choice: 8)
        for json in [#"{"session_id": 3448, "choice": "8"}"#, #"{"session_id": "3448", "choice": 8}"#,
                     #"{"session_id": 3448, "choice": 8, "extra": true}"#] {
            #expect(try decode(SliderTestChoice.self, json) == expected, "\(json)")
        }
        for json in [#"{"session_id": 3448, "choice": "eight"}"#, #"{"session_id": 3448, "choice": 8.5}"#,
                     #"{"session_id": 3448}"#, #"{"choice": "8"}"#, #"{"session_id": 3448, "choice": null}"#,
                     #"{"session_id": [1], "choice": "8"}"#] {
            #expect(throws: DecodingError.self, "\(json)") { try decode(SliderTestChoice.self, json) }
        }
    }

    @Test("A completion reads complete as the string \"true\" or a boolean and writes the string")
    func completion() throws {
        #expect(try decode(SliderTestCompletion.self, #"{"session_id": 3448, "complete": "true"}"#).complete)
        #expect(try decode(SliderTestCompletion.self, #"{"session_id": 3448, "complete": true}"#).complete)
        #expect(try !decode(SliderTestCompletion.self, #"{"session_id": 3448, "complete": "false"}"#).complete)
        #expect(throws: DecodingError.self) { try decode(SliderTestCompletion.self, #"{"session_id": 1, "complete": "yes"}"#) }
        let object = try jsonObject(SliderTestCompletion(sessionID: 3448))
        #expect(object["complete"] as? String == "true")
        #expect(object["session_id"] as? Int == 3448)
    }

    @Test("The start request is {\"choice\": \"start\"}")
    func start() throws {
        #expect(try jsonObject(SliderTestStart()) as? [String: String] == ["choice": "start"])
        #expect(try decode(SliderTestStart.self, #"{"choice": "start"}"#) == SliderTestStart())
    }

    @Test("A response decodes the original's step and completion, plain or as a JSON string")
    func response() throws {
        let step = try decode(SliderTestResponse.self, originalStep)
        guard case .step(let decoded) = step else {
            Issue.record("decoded \(step)")
            return
        }
        #expect(decoded.ticks.count == 15)
        #expect(decoded.ticks[3] == -89.03999999999999)
        #expect(decoded.sessionID == 3448 && decoded.stepCount == 2)

        let quoted = String(decoding: try JSONEncoder().encode(originalStep), as: UTF8.self)
        #expect(quoted.hasPrefix("\"{"))
        #expect(try decode(SliderTestResponse.self, quoted) == step)

        let completion = #"{"session_id": 3448, "complete": "true"}"#
        let expected = SliderTestResponse.complete(SliderTestCompletion(sessionID: 3448))
        #expect(try decode(SliderTestResponse.self, completion) == expected)
        let quotedCompletion = String(decoding: try JSONEncoder().encode(completion), as: UTF8.self)
        #expect(try decode(SliderTestResponse.self, quotedCompletion) == expected)

        for bad in [#""not json""#, "[1, 2]", #"{"session_id": 1}"#, "42"] {
            #expect(throws: DecodingError.self, "\(bad)") { try decode(SliderTestResponse.self, bad) }
        }
    }

    @Test("A response encodes the plain object and survives a round trip")
    func responseRoundTrip() throws {
        let values: [SliderTestResponse] = [
            .step(SliderTestStep(ticks: [-96.33, -50.5], sessionID: 7, stepCount: 3)),
            .complete(SliderTestCompletion(sessionID: 7)),
        ]
        for value in values {
            let data = try JSONEncoder().encode(value)
            #expect(try JSONSerialization.jsonObject(with: data) is [String: Any])
            #expect(try JSONDecoder().decode(SliderTestResponse.self, from: data) == value)
        }
        #expect(try jsonObject(values[0])["step_count"] as? Int == 3)
    }
}
