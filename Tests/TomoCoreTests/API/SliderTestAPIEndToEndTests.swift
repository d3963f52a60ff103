import Foundation
import Testing
import TomoCore
import TomoServer
import TomoTestSupport
import TomoURLSession

@Suite("Slider test API against the reference server")
struct SliderTestAPIEndToEndTests {
    private let client = HTTPClient(transport: URLSessionTransport())

    @Test("start, then three choices to completion, with plain JSON bodies and with JSON in a string",
          arguments: [false, true])
    func toCompletion(jsonAsString: Bool) async throws {
        try await withTestServer(configure: { $0.sliderTest.encodesBodiesAsJSONStrings = jsonAsString }) { base in
            let api = SliderTestAPI(baseURL: base)
            guard case .step(let first) = try await client.send(api.start()) else {
                Issue.record("start did not answer a slider")
                return
            }
            #expect(first.stepCount == 1 && first.ticks.count == 15)
            var steps = [first]
            var completion: SliderTestCompletion?
            for choice in [8, 0, 14] {
                switch try await client.send(api.next(sessionID: first.sessionID, choice: choice)) {
                case .step(let step): steps.append(step)
                case .complete(let done): completion = done
                }
            }
            #expect(steps.map(\.stepCount) == [1, 2, 3])
            #expect(steps.allSatisfy { $0.sessionID == first.sessionID && $0.ticks == $0.ticks.sorted() })
            #expect(completion == SliderTestCompletion(sessionID: first.sessionID, complete: true))
            let after = await statusFailure { try await client.send(api.next(sessionID: first.sessionID, choice: 1)) }
            #expect(after?.code == 409)
        }
    }

    @Test("Requests are POSTs of the original bodies")
    func requests() throws {
        let api = SliderTestAPI(baseURL: try #require(URL(string: "http://h/slider")))
        let start = api.start().request
        let next = api.next(sessionID: 3448, choice: 8).request
        #expect(start.method == .post && next.method == .post)
        #expect(start.url.absoluteString == "http://h/slider/test_start")
        #expect(next.url.absoluteString == "http://h/slider/test_next")
        #expect(start.headers["Content-Type"] == "application/json")
        let startBody = try JSONSerialization.jsonObject(with: try #require(start.body)) as? [String: String]
        #expect(startBody == ["choice": "start"])
        let nextBody = try JSONSerialization.jsonObject(with: try #require(next.body)) as? [String: Any]
        #expect(nextBody?["session_id"] as? Int == 3448)
        #expect(nextBody?["choice"] as? String == "8", "the spec sends the choice as a string")
    }

    @Test("An unknown session and an out-of-range choice are the server's 404 and 400")
    func errors() async throws {
        try await withTestServer { base in
            let api = SliderTestAPI(baseURL: base)
            let unknown = await statusFailure { try await client.send(api.next(sessionID: 987_654_321, choice: 1)) }
            #expect(unknown?.code == 404)
            guard case .step(let first) = try await client.send(api.start()) else {
                Issue.record("start did not answer a slider")
                return
            }
            let outOfRange = await statusFailure { try await client.send(api.next(sessionID: first.sessionID, choice: 15)) }
            #expect(outOfRange?.code == 400)
            #expect(outOfRange?.excerpt.contains("0 to 14") == true)
        }
    }
}
