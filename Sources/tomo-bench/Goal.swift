/// A benchmark's goal: a bound on a figure, shown with whether the figure met it.
struct Goal {
    /// E.g. `≤ 1.25× curl`.
    let text: String
    let isMet: (Double) -> Bool

    /// At most `limit` (`text` describes it).
    static func atMost(_ limit: Double, _ text: String) -> Goal {
        Goal(text: text) { $0 <= limit }
    }

    /// Below `limit` (`text` describes it).
    static func below(_ limit: Double, _ text: String) -> Goal {
        Goal(text: text) { $0 < limit }
    }

    /// `goal ≤ 1.25× curl: PASS`.
    func verdict(for figure: Double) -> String {
        "\(text): \(isMet(figure) ? "PASS" : "MISS")"
    }
}
