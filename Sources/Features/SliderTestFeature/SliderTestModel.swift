import FeatureSupport
import Observation
import TomoCore

/// The slider test's state and behaviour, for any front end (GTK, the terminal, SwiftUI, tests).
///
/// `start()` asks the server for the first slider; the user picks a tick (`select`, `moveSelection`),
/// whose value shows above the thumb (`valueText`), and `next()` posts the tick's index with the session
/// id, until the server says the test is complete. `records` then lists every step taken; `startOver()`
/// begins a new session. While a request is out, Next is disabled: a second Next never posts twice. A
/// failed request keeps the step and offers Retry (the same request again), or Start Over when the
/// server no longer knows the session.
@MainActor
@Observable
public final class SliderTestModel: ObservationWaiting {
    /// Where the test is.
    public enum Phase: Sendable, Hashable {
        /// Not started.
        case idle
        /// Waiting for the first slider.
        case starting
        /// A slider is shown.
        case answering
        /// The server said the test is complete: the summary shows.
        case complete
    }

    /// A request that failed, which Retry sends again.
    enum PendingRequest: Sendable, Hashable {
        case start
        case choice(step: SliderTestStep, index: Int)
    }

    public private(set) var phase: Phase = .idle
    /// The slider shown (the last one while the summary shows).
    public private(set) var step: SliderTestStep?
    /// The tick picked on it.
    public private(set) var selectedIndex = 0
    /// Whether a request is out.
    public private(set) var isSending = false
    /// The last request's failure, shown in a banner with its remedy.
    public private(set) var failure: SliderTestFailure?
    /// Every step taken in this session, in order.
    public private(set) var records: [SliderTestRecord] = []
    /// The session, once the server has named it.
    public private(set) var sessionID: Int?
    /// The screen's text size (Ctrl++ / Ctrl+− / Ctrl+0), on top of the desktop's text scaling.
    public var zoom = TextZoom()

    public let environment: SliderTestEnvironment
    @ObservationIgnored private var pending: PendingRequest?

    public init(environment: SliderTestEnvironment) {
        self.environment = environment
    }

    // MARK: Actions

    /// Starts a test, unless one is running. Returns once the first slider has arrived (or failed).
    public func start() async {
        guard phase == .idle, !isSending else { return }
        await send(.start)
    }

    /// Picks tick `index` (clamped to the slider's ticks); nothing while a request is out.
    public func select(_ index: Int) {
        guard let step, phase == .answering, !isSending, !step.ticks.isEmpty else { return }
        selectedIndex = min(max(index, 0), step.ticks.count - 1)
    }

    /// Moves the pick by `delta` ticks (the arrow keys), stopping at the ends.
    public func moveSelection(by delta: Int) {
        select(selectedIndex + delta)
    }

    /// Posts the tick picked and shows the next slider, or the summary when the test is complete.
    /// Does nothing while a request is out.
    public func next() async {
        guard phase == .answering, !isSending, let step, step.ticks.indices.contains(selectedIndex) else { return }
        await send(.choice(step: step, index: selectedIndex))
    }

    /// The banner's action: Retry sends the failed request again; Start Over begins a new session.
    public func performBannerAction() async {
        guard let failure else { return }
        switch failure.remedy {
        case .retry: await retry()
        case .startOver: await startOver()
        }
    }

    /// Sends the request that failed again (the same choice).
    public func retry() async {
        guard let pending, !isSending else { return }
        await send(pending)
    }

    /// Forgets this session and starts a new one.
    public func startOver() async {
        guard !isSending else { return }
        phase = .idle
        step = nil
        records = []
        sessionID = nil
        failure = nil
        pending = nil
        await start()
    }

    private func send(_ request: PendingRequest) async {
        isSending = true
        defer { isSending = false }
        pending = request
        if case .start = request { phase = .starting }
        do {
            switch request {
            case .start:
                show(try await environment.client.send(environment.api.start()))
            case .choice(let step, let index):
                let answer = try await environment.client.send(environment.api.next(sessionID: step.sessionID, choice: index))
                records.append(SliderTestRecord(step: step.stepCount, index: index, value: step.ticks[index]))
                show(answer)
            }
            pending = nil
            failure = nil
        } catch {
            failure = SliderTestFailure(
                error, sending: request == .start ? "start the test" : "send your choice", hasSession: request != .start)
            if case .start = request { phase = .idle }
        }
    }

    private func show(_ answer: SliderTestResponse) {
        switch answer {
        case .step(let next):
            step = next
            sessionID = next.sessionID
            selectedIndex = next.ticks.count / 2
            phase = .answering
        case .complete(let completion):
            sessionID = completion.sessionID
            phase = .complete
        }
    }
}
