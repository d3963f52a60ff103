/// Protocols matched against a reading, best first: what hangs it and why. The same protocols and studies always
/// hang the same way: ties go to the protocol listed first, and among series to the one with the most images,
/// then the lowest series number, then the lowest UID.
public struct HangingMatch: Sendable, Hashable {
    /// Every protocol, best first: those that can hang first; where a prior is given, those showing it before
    /// those that do not; the user's before the built-in ones (a fallback: a protocol of one's own that fits
    /// hangs the study, whatever a built-in one scores); then by score; then as listed.
    public var candidates: [HangingCandidate]

    /// The protocol that hangs the reading; nil where none can.
    public var winner: HangingCandidate? { candidates.first(where: \.isApplicable) }

    /// `protocols` matched against `current`, compared with `prior` (the prior `priorIndex`, 0 the most recent)
    /// where one is given.
    public init(protocols: [HangingProtocol], current: HangingStudy, prior: HangingStudy? = nil, priorIndex: Int? = nil) {
        let index = prior == nil ? nil : priorIndex ?? 0
        let matched = protocols.enumerated().map { order, hanging in
            Self.candidate(hanging, order: order, current: current, prior: prior, priorIndex: index)
        }
        candidates = matched.sorted { a, b in
            if a.isApplicable != b.isApplicable { return a.isApplicable }
            if prior != nil, a.hangingProtocol.showsPrior != b.hangingProtocol.showsPrior { return a.hangingProtocol.showsPrior }
            if a.hangingProtocol.isBuiltIn != b.hangingProtocol.isBuiltIn { return !a.hangingProtocol.isBuiltIn }
            if a.score != b.score { return a.score > b.score }
            return a.order < b.order
        }
    }

    private static func candidate(
        _ hanging: HangingProtocol, order: Int, current: HangingStudy, prior: HangingStudy?, priorIndex: Int?
    ) -> HangingCandidate {
        let outcomes = hanging.rules.map { HangingRuleOutcome($0, against: current.values(of: $0.attribute, series: nil, priorIndex: priorIndex)) }
        var used: Set<String> = []
        var panes: [HangingCandidate.PaneChoice] = []
        var refusal = outcomes.first(where: \.rulesOut).map { "the study: \($0)" }
        for (number, pane) in hanging.panes.enumerated() {
            let study: HangingStudy
            switch pane.study {
            case .current: study = current
            case .prior:
                guard let prior else {
                    refusal = refusal ?? "it shows a prior, and none is given"
                    panes.append(.init(pane: pane, series: nil, score: 0, outcomes: [], consideredCount: 0, ruledOutCount: 0))
                    continue
                }
                study = prior
            }
            let choice = choose(for: pane, in: study, priorIndex: pane.study == .prior ? priorIndex : nil, leaving: used)
            if let series = choice.series {
                used.insert(series.id)
            } else {
                refusal = refusal ?? "pane \(number + 1): no series of the \(pane.study.rawValue) study fits"
            }
            panes.append(choice)
        }
        return HangingCandidate(hangingProtocol: hanging, order: order, outcomes: outcomes, panes: panes, refusal: refusal)
    }

    /// The series of `study` that `pane`'s rules score best, other than those in `used`.
    private static func choose(
        for pane: HangingProtocol.Pane, in study: HangingStudy, priorIndex: Int?, leaving used: Set<String>
    ) -> HangingCandidate.PaneChoice {
        let scored = study.series.filter { !used.contains($0.id) }.map { series in
            (series, pane.series.map { HangingRuleOutcome($0, against: study.values(of: $0.attribute, series: series, priorIndex: priorIndex)) })
        }
        let fitting = scored.filter { !$0.1.contains(where: \.rulesOut) }
        func score(_ outcomes: [HangingRuleOutcome]) -> Double { outcomes.map(\.score).reduce(0, +) }
        let best = fitting.min { a, b in
            let (scoreA, scoreB) = (score(a.1), score(b.1))
            if scoreA != scoreB { return scoreA > scoreB }
            if a.0.imageCount != b.0.imageCount { return a.0.imageCount > b.0.imageCount }
            if a.0.number != b.0.number { return (a.0.number ?? .max) < (b.0.number ?? .max) }
            return a.0.id < b.0.id
        }
        return .init(
            pane: pane, series: best?.0, score: best.map { score($0.1) } ?? 0, outcomes: best?.1 ?? [],
            consideredCount: scored.count, ruledOutCount: scored.count - fitting.count)
    }
}
