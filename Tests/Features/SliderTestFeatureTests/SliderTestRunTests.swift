import Foundation
import SliderTestFeature
import Testing
import TomoCore
import TomoServer
import TomoTestSupport
import TomoURLSession

/// The slider test's model against the real reference server: whole sessions, both body encodings, an
/// expired session, a server that goes away mid-test, a double Next.
@MainActor
// Time limits catch hangs (DEVELOPERS.md).
@Suite(.timeLimit(.minutes(10))) struct SliderTestRunTests {
    private func makeModel(base: URL) -> SliderTestModel {
        let client = HTTPClient(transport: URLSessionTransport(), retryPolicy: RetryPolicy(maximumAttempts: 1), timeout: TestWait.limit)
        return SliderTestModel(environment: .live(baseURL: base, client: client))
    }

    @Test(arguments: [false, true])
    func aWholeSessionEndsInASummaryOfEveryStep(bodiesAsJSONStrings: Bool) async throws {
        let traffic = TrafficRecorder()
        try await withTestServer(configure: {
            $0.sliderTest.encodesBodiesAsJSONStrings = bodiesAsJSONStrings
            $0.trafficRecorder = traffic
        }) { base in
            let model = makeModel(base: base)
            #expect(model.phase == .idle)
            await model.start()
            #expect(model.phase == .answering && model.failure == nil)
            let first = try #require(model.step)
            #expect(first.ticks.count == 15 && model.stepText == "Step 1")
            #expect(model.selectedIndex == 7 && model.valueText == TickFormat.text(for: first.ticks[7]))
            model.select(99)
            #expect(model.selectedIndex == 14, "the slider stops at the last tick")
            model.moveSelection(by: -20)
            #expect(model.selectedIndex == 0)

            let picks = [8, 3, 12, 5, 9]
            var expected: [SliderTestRecord] = []
            var steps = 0
            while model.phase == .answering {
                try #require(steps < picks.count, "the server asks for more steps than the test expects")
                let step = try #require(model.step)
                model.select(picks[steps])
                expected.append(SliderTestRecord(step: step.stepCount, index: picks[steps], value: step.ticks[picks[steps]]))
                await model.next()
                try #require(model.failure == nil, "\(model.failure?.message ?? "")")
                steps += 1
            }
            #expect(model.phase == .complete && model.statusText == "Test complete · session \(first.sessionID)")
            #expect(model.records == expected, "the summary lists every step taken, in order")
            #expect(steps == 3)
            let posts = traffic.snapshot.requests.map(\.path)
            #expect(posts == ["/test_start"] + Array(repeating: "/test_next", count: steps))

            await model.startOver()
            #expect(model.phase == .answering && model.records.isEmpty && model.step?.stepCount == 1)
            #expect(model.sessionID != first.sessionID, "a new session")
        }
    }

    @Test func aDoubleNextPostsOnce() async throws {
        let traffic = TrafficRecorder()
        try await withTestServer(configure: { $0.trafficRecorder = traffic }) { base in
            let model = makeModel(base: base)
            await model.start()
            let first = Task { await model.next() }
            await model.waitUntil { $0.isSending }
            #expect(!model.canGoNext && model.nextTitle == "Sending…")
            await model.next()  // the second click, while the first is out
            await first.value
            #expect(traffic.snapshot.requests.count { $0.path == "/test_next" } == 1)
            #expect(model.records.count == 1 && model.step?.stepCount == 2 && model.nextTitle == "Next")
        }
    }

    @Test func anExpiredSessionSaysSoAndStartsOver() async throws {
        let clock = Locked(ContinuousClock.now)
        try await withTestServer(configure: {
            $0.sliderTest.sessionLifetime = .seconds(60)
            $0.sliderTest.now = { clock.withLock { $0 } }
        }) { base in
            let model = makeModel(base: base)
            await model.start()
            let expired = try #require(model.sessionID)
            clock.withLock { $0 += .seconds(61) }
            await model.next()
            let failure = try #require(model.failure)
            #expect(failure.remedy == .startOver && model.banner?.actionTitle == "Start Over")
            #expect(failure.message.contains("no longer knows this test session"))
            #expect(model.phase == .answering && model.step?.stepCount == 1, "the step stays while the banner shows")
            await model.performBannerAction()
            #expect(model.failure == nil && model.phase == .answering && model.sessionID != expired)
        }
    }

    @Test func aServerThatGoesAwayMidTestKeepsTheStepAndRetryContinuesTheSession() async throws {
        let port = try TestEnvironment.freePort()
        let sessions = SliderTestSessionStore(configuration: SliderTestConfiguration())
        let configure: (inout ServerConfiguration) -> Void = { $0.port = port; $0.sliderTest.sessions = sessions }
        let model = try await withTestServer(configure: configure) { base in
            let model = makeModel(base: base)
            await model.start()
            model.select(4)
            await model.next()
            #expect(model.step?.stepCount == 2)
            return model
        }
        let session = try #require(model.sessionID)
        model.select(11)
        await model.next()
        let failure = try #require(model.failure, "the server is gone")
        #expect(failure.remedy == .retry && failure.message.hasPrefix("Could not send your choice"))
        #expect(model.step?.stepCount == 2 && model.records.count == 1 && !model.isSending)

        try await withTestServer(configure: configure) { _ in
            model.select(2)  // moving the slider while the banner shows does not change what Retry sends
            await model.retry()
            #expect(model.failure == nil && model.sessionID == session && model.step?.stepCount == 3)
            #expect(model.records.map(\.index) == [4, 11])
        }
    }

    @Test func anAPIThatIsNotThereCannotStartAndSaysWhy() async throws {
        try await withTestServer { base in
            let model = makeModel(base: base.appending(path: "nowhere"))
            await model.start()
            let failure = try #require(model.failure)
            #expect(model.phase == .idle && failure.remedy == .retry && model.banner?.actionTitle == "Retry")
            #expect(failure.message.hasPrefix("Could not start the test") && failure.message.contains("404"))
        }
    }

    /// A deterministic stand-in for a server that answers 200 with JSON that is no slider: the real
    /// server never does, and the decoding itself is tested against the real bytes in TomoCoreTests.
    private struct MalformedAnswers: HTTPTransport {
        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: Data(#"{"ticks": "many", "session_id": 1}"#.utf8))
        }
    }

    @Test func aMalformedAnswerIsAClearErrorNeverACrash() async throws {
        let client = HTTPClient(transport: MalformedAnswers())
        let model = SliderTestModel(environment: .live(baseURL: URL(string: "http://slider.example")!, client: client))
        await model.start()
        let failure = try #require(model.failure)
        #expect(model.phase == .idle && failure.remedy == .retry)
        #expect(failure.message.hasPrefix("Could not start the test: the server's answer was not understood"))
    }

    @Test func tickValuesReadAsPeopleWriteThem() {
        #expect(TickFormat.text(for: -89.03999999999999) == "−89.04")
        #expect(TickFormat.text(for: -96.33) == "−96.33")
        #expect(TickFormat.text(for: 12.5) == "12.5")
        #expect(TickFormat.text(for: 40) == "40")
        #expect(TickFormat.text(for: -0.001) == "0")
        #expect(TickFormat.text(for: 0.125) == "0.13" && TickFormat.text(for: -0.125) == "−0.13", "halves away from zero")
    }
}
