import Foundation
import SliderTestFeature
import Testing
@testable import TomoCLI
import TomoCore
import TomoServer
import TomoTestSupport
import TomoURLSession

/// `tomo slider-test`, the built executable against the reference server's slider test.
@Suite("tomo slider-test")
struct SliderTestCommandTests {
    struct SummaryJSON: Decodable {
        struct Step: Decodable, Equatable {
            var step: Int
            var index: Int
            var value: String
        }

        var session_id: Int
        var steps: [Step]
    }

    /// The steps a session of a fresh server (seed 1) gives for `picks`, taken through the API directly.
    private func expectedSteps(picks: [Int]) async throws -> [SummaryJSON.Step] {
        try await withTestServer { base in
            let api = SliderTestAPI(baseURL: base), client = HTTPClient(transport: URLSessionTransport())
            var answer = try await client.send(api.start())
            var steps: [SummaryJSON.Step] = []
            while case .step(let step) = answer {
                let pick = picks[min(steps.count, picks.count - 1)]
                steps.append(.init(step: step.stepCount, index: pick, value: TickFormat.text(for: step.ticks[pick])))
                answer = try await client.send(api.next(sessionID: step.sessionID, choice: pick))
            }
            return steps
        }
    }

    @Test("--choices answers without asking, repeating the last; --json is the summary of every step")
    func choices() async throws {
        let expected = try await expectedSteps(picks: [8, 3])
        try await withTestServer { base in
            let result = try await Tool.run(["slider-test", "--api", base.absoluteString, "--choices", "8,3", "--json"])
            #expect(result.status == 0, "\(result.errors)")
            let summary = try JSONDecoder().decode(SummaryJSON.self, from: result.output)
            #expect(summary.steps == expected && summary.steps.map(\.index) == [8, 3, 3])
        }
    }

    @Test("Without --choices it shows the ticks and reads picks from standard input; Enter keeps the middle")
    func interactive() async throws {
        let expected = try await expectedSteps(picks: [2, 7, 14])
        try await withTestServer { base in
            let result = try await Tool.run(["slider-test", "--api", base.absoluteString], input: Data("2\nnope\n\n14\n".utf8))
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.errors.contains("Step 1:") && result.errors.contains("  14  "))
            #expect(result.errors.contains("“nope” is not a tick index from 0 to 14."))
            let lines = result.text.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix("Test complete · session ") == true)
            #expect(lines.dropFirst(2).map { $0.split(separator: " ").map(String.init) }
                == expected.map { [String($0.step), String($0.index), $0.value] })

            let ended = try await Tool.run(["slider-test", "--api", base.absoluteString], input: Data("3\n".utf8))
            #expect(ended.status == CommandExitStatus.usage.rawValue && ended.errors.contains("standard input ended"))
        }
    }

    @Test("On a terminal the arrow keys, Home and a typed index pick the ticks, Enter confirms")
    func arrowKeysOnATerminal() async throws {
        // `script` runs tomo on a pseudo-terminal and types what it reads from its standard input.
        let script = try TestEnvironment.requireProgram("script", package: "bsdutils")
        let expected = try await expectedSteps(picks: [9, 0, 12])
        try await withTestServer { base in
            let command = "\(try Tool.executable.path) slider-test --api \(base.absoluteString) --json"
            let keys = Data("\u{1B}[C\u{1B}[C\r\u{1B}[H\r12\r\r".utf8)
            let result = try await ProcessRun.run(script, ["-qec", command, "/dev/null"], input: keys)
            #expect(result.status == 0, "\(result.text)")
            #expect(result.text.contains("◀  9 / 14  \(expected[0].value)  ▶"), "the line shows the pick and its value")
            let json = try #require(result.text.firstRange(of: "{\"session_id\"").map { result.text[$0.lowerBound...] })
            let summary = try JSONDecoder().decode(SummaryJSON.self, from: Data(json.replacingOccurrences(of: "\r", with: "").utf8))
            #expect(summary.steps == expected)
        }
    }

    @Test("Failures are errors with their reason: an API that is down is exit status 3; a bad --choices is usage")
    func failures() async throws {
        let port = try TestEnvironment.freePort()
        let down = try await Tool.run(["slider-test", "--api", "http://127.0.0.1:\(port)", "--choices", "1", "--retries", "0"])
        #expect(down.status == CommandExitStatus.unreachable.rawValue && down.errors.hasPrefix("Error: Could not start the test"))
        let bad = try await Tool.run(["slider-test", "--choices", "3,15"])
        #expect(bad.status == CommandExitStatus.usage.rawValue)
    }
}
