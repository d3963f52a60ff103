import TomoCore

/// One user's run through the three sliders.
struct SliderTestSession: Sendable {
    /// Sliders per test.
    static let sliderCount = 3

    let id: Int
    /// The slider the user is on.
    private(set) var levels: SliderTestLevels
    /// Which slider that is, from 1.
    private(set) var stepCount = 1
    /// Whether the last slider's choice has been made.
    private(set) var isComplete = false
    /// When the session last answered a request (expiry counts from here).
    var lastActive: ContinuousClock.Instant

    init(id: Int, seed: UInt64, now: ContinuousClock.Instant) {
        self.id = id
        levels = SliderTestLevels(seed: seed)
        lastActive = now
    }

    /// The slider the user is on, as the API sends it.
    var step: SliderTestStep {
        SliderTestStep(ticks: levels.ticks, sessionID: id, stepCount: stepCount)
    }

    /// Records the pick of tick `index` (0..<15): moves to the next slider, or completes the test.
    mutating func choose(_ index: Int) {
        guard stepCount < Self.sliderCount else {
            isComplete = true
            return
        }
        levels = levels.narrowed(around: levels.ticks[index])
        stepCount += 1
    }
}
