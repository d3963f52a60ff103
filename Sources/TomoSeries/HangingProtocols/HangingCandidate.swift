/// One protocol as matched against a reading: its score, each rule's outcome, the series each pane gets, or why
/// it cannot hang.
public struct HangingCandidate: Sendable, Hashable {
    /// One pane's choice: the series its rules score best, with how they went, or why none fits.
    public struct PaneChoice: Sendable, Hashable {
        public var pane: HangingProtocol.Pane
        /// The series chosen; nil where none fits.
        public var series: SeriesEntry?
        /// Its rules' score.
        public var score: Double
        /// How each rule went for it.
        public var outcomes: [HangingRuleOutcome]
        /// How many series of the study it was chosen among, and how many a required rule ruled out.
        public var consideredCount: Int
        public var ruledOutCount: Int
    }

    public var hangingProtocol: HangingProtocol
    /// Its place in the list matched (what breaks a tie).
    public var order: Int
    /// How the protocol's own rules went against the current study.
    public var outcomes: [HangingRuleOutcome]
    /// Each pane's choice, left to right.
    public var panes: [PaneChoice]
    /// Why it cannot hang, where it cannot: a required rule does not hold, no series fits a pane, it needs a prior.
    public var refusal: String?

    /// Whether it can hang the reading.
    public var isApplicable: Bool { refusal == nil }

    /// Its rules' and its panes' scores together.
    public var score: Double { outcomes.map(\.score).reduce(0, +) + panes.map(\.score).reduce(0, +) }
}
