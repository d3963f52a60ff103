/// How one rule went: whether it held, and the values it was matched against.
public struct HangingRuleOutcome: Sendable, Hashable, CustomStringConvertible {
    public var rule: HangingRule
    public var holds: Bool
    /// The attribute's values (none: the catalog does not say).
    public var seen: [HangingValue]

    /// `rule` matched against `values`.
    init(_ rule: HangingRule, against values: [HangingValue]) {
        self.rule = rule
        seen = values
        holds = values.contains(where: rule.holds)
    }

    /// Whether it rules its protocol or series out.
    public var rulesOut: Bool { rule.isRequired && !holds }

    /// What it adds to the score.
    public var score: Double { holds ? rule.weight : 0 }

    /// "✓ modality is CT (CT) +2", "✗ orientation is axial (sagittal), required", "✗ body part is CHEST (not said)".
    public var description: String {
        let values = seen.isEmpty ? "not said" : seen.map(\.description).joined(separator: ", ")
        let effect = holds ? (rule.weight == 0 ? "" : " +\(HangingRule.number(rule.weight))") : rule.isRequired ? ", required" : ""
        return "\(holds ? "✓" : "✗") \(rule.description) (\(values))\(effect)"
    }
}
