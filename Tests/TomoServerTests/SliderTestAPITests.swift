import Foundation
import Testing
import TomoCore
import TomoServer

@Suite("Slider test API")
struct SliderTestAPITests {
    /// Runs one session through its three sliders, sending each choice with `body(sessionID, choice)`;
    /// returns every answer in order, checked against the original's shapes on the way.
    private func runSession(at base: URL, choices: [Int], body: (Int, Int) -> String) async throws -> [SliderTestResponse] {
        let first = try await SliderTestClient.start(at: base)
        #expect(first.stepCount == 1)
        var answers: [SliderTestResponse] = [.step(first)]
        for (index, choice) in choices.enumerated() {
            let response = try await SliderTestClient.post(body(first.sessionID, choice), to: "/test_next", at: base)
            #expect(response.status == 200)
            #expect(response.header("Content-Type")?.hasPrefix("application/json") == true)
            let answer = try response.decode(SliderTestResponse.self)
            switch answer {
            case .step(let step):
                #expect(step.sessionID == first.sessionID && step.stepCount == index + 2)
            case .complete(let completion):
                #expect(index == 2, "completed after \(index + 1) choices")
                #expect(completion.sessionID == first.sessionID && completion.complete)
                let raw = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
                #expect(raw?["complete"] as? String == "true", "complete is the string \"true\"")
                #expect(raw?["session_id"] as? Int == first.sessionID)
            }
            answers.append(answer)
        }
        return answers
    }

    @Test("A session runs through three sliders to completion, choices sent as strings; then it is 409")
    func sessionWithStringChoices() async throws {
        try await withSliderTestServer { base in
            let answers = try await runSession(at: base, choices: [8, 3, 14]) { id, choice in
                #"{"session_id": \#(id), "choice": "\#(choice)"}"#
            }
            #expect(answers.count == 4)
            guard case .complete(let completion) = answers.last else {
                Issue.record("no completion: \(String(describing: answers.last))")
                return
            }
            let again = try await SliderTestClient.post(#"{"session_id": \#(completion.sessionID), "choice": "1"}"#, to: "/test_next", at: base)
            #expect(again.status == 409)
            #expect(try again.decode(APIErrorBody.self).error.contains("complete"))
        }
    }

    @Test("A session runs to completion with choices and session ids sent as numbers or numeric strings")
    func sessionWithNumberChoices() async throws {
        try await withSliderTestServer { base in
            let answers = try await runSession(at: base, choices: [0, 14, 7]) { id, choice in
                choice == 14 ? #"{"session_id": "\#(id)", "choice": 14}"# : #"{"session_id": \#(id), "choice": \#(choice)}"#
            }
            #expect(answers.count == 4)
            #expect(answers.last.map { if case .complete = $0 { true } else { false } } == true)
        }
    }

    @Test("Every slider has 15 ascending ticks in hundredths of a dB, and narrows around the choice")
    func ticksNarrowAroundChoice() async throws {
        try await withSliderTestServer { base in
            for choice in [0, 7, 14] {
                var step = try await SliderTestClient.start(at: base)
                for _ in 1...2 {
                    let ticks = step.ticks
                    #expect(ticks.count == 15)
                    #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0 <= $1 }, "\(ticks)")
                    #expect(ticks.allSatisfy { (-96.33 ... 0).contains($0) && ($0 * 100).rounded() / 100 == $0 }, "\(ticks)")
                    guard case .step(let next) = try await SliderTestClient.choose(choice, in: step.sessionID, at: base) else {
                        Issue.record("completed early")
                        return
                    }
                    #expect(next.ticks.first! <= ticks[choice] && ticks[choice] <= next.ticks.last!, "around the chosen tick")
                    #expect(next.ticks.last! - next.ticks.first! < ticks.last! - ticks.first!, "narrower")
                    step = next
                }
            }
        }
    }

    @Test("The same seed gives the same session; a different first choice gives a different second slider")
    func nextSliderDependsOnChoice() async throws {
        let configuration = SliderTestConfiguration(seed: 77)
        func secondSlider(choice: Int) async throws -> (SliderTestStep, SliderTestResponse) {
            try await withSliderTestServer(configuration) { base in
                let first = try await SliderTestClient.start(at: base)
                return (first, try await SliderTestClient.choose(choice, in: first.sessionID, at: base))
            }
        }
        let (firstA, secondA) = try await secondSlider(choice: 2)
        let (firstB, secondB) = try await secondSlider(choice: 12)
        #expect(firstA == firstB, "same seed, same id and first slider")
        #expect(secondA != secondB)
        #expect(try await secondSlider(choice: 2).1 == secondA, "deterministic")
        let otherSeed = try await withSliderTestServer(SliderTestConfiguration(seed: 78)) { base in
            try await SliderTestClient.start(at: base)
        }
        #expect(otherSeed != firstA)
    }

    @Test("With the JSON-as-string option, bodies are JSON strings holding the JSON; errors stay objects")
    func jsonAsString() async throws {
        try await withSliderTestServer(SliderTestConfiguration(encodesBodiesAsJSONStrings: true)) { base in
            let start = try await SliderTestClient.post(#"{"choice": "start"}"#, to: "/test_start", at: base)
            #expect(start.status == 200)
            let text = try start.decode(String.self)
            let inner = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            #expect(Set(inner.keys) == ["ticks", "session_id", "step_count"])
            guard case .step(let step) = try start.decode(SliderTestResponse.self) else {
                Issue.record("not a step")
                return
            }
            #expect(step.ticks.count == 15)
            var last = try await SliderTestClient.choose(0, in: step.sessionID, at: base)
            for _ in 0..<2 { last = try await SliderTestClient.choose(0, in: step.sessionID, at: base) }
            #expect(last == .complete(SliderTestCompletion(sessionID: step.sessionID)))
            let error = try await SliderTestClient.post(#"{"choice": "stop"}"#, to: "/test_start", at: base)
            #expect(error.status == 400)
            #expect(try error.decode(APIErrorBody.self).error.isEmpty == false)
        }
        try await withSliderTestServer { base in
            let plain = try await SliderTestClient.post(#"{"choice": "start"}"#, to: "/test_start", at: base)
            #expect(try JSONSerialization.jsonObject(with: plain.body) is [String: Any], "off by default")
        }
    }

    @Test("Many sessions in parallel get distinct ids and do not disturb each other")
    func parallelSessions() async throws {
        try await withSliderTestServer { base in
            let ids = try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<40 {
                    group.addTask {
                        let first = try await SliderTestClient.start(at: base)
                        var steps = [first.stepCount]
                        for choice in [index % 15, (index + 5) % 15] {
                            guard case .step(let step) = try await SliderTestClient.choose(choice, in: first.sessionID, at: base) else {
                                return -1
                            }
                            #expect(step.sessionID == first.sessionID)
                            steps.append(step.stepCount)
                        }
                        #expect(steps == [1, 2, 3])
                        let end = try await SliderTestClient.choose(index % 15, in: first.sessionID, at: base)
                        #expect(end == .complete(SliderTestCompletion(sessionID: first.sessionID)))
                        return first.sessionID
                    }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(ids.count == 40)
            #expect(Set(ids).count == 40, "ids are distinct")
            #expect(ids.allSatisfy { $0 > 0 })
        }
    }
}
