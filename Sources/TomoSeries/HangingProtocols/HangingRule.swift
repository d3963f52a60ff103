import TomoCore

/// One rule of a hanging protocol: an attribute, what it must be, and what holding is worth. A rule holds when
/// any of the attribute's values meets its constraint (a study has the modalities of all its series); an
/// attribute the catalog does not say never holds. A required rule that does not hold rules its protocol (or
/// its series) out; any other adds its weight when it holds.
///
/// In the protocol file: `{"attribute": "modality", "equals": "CT", "weight": 2, "required": true}`,
/// `{"attribute": "seriesDescription", "matches": ["*axial*", "*ax *"]}` (`*` and `?` as wildcards, ignoring
/// case), `{"attribute": "sliceThickness", "range": [0.5, 3]}` (either end `null` for none).
public struct HangingRule: Sendable, Hashable {
    /// What a rule asks of its attribute's value.
    public enum Constraint: Sendable, Hashable {
        /// The text, ignoring case (a number, for numeric attributes: `range(n, n)`).
        case equals(String)
        /// Any of these patterns, `*` and `?` as wildcards, ignoring case.
        case matches([String])
        /// A number between the two, both included; nil for no bound.
        case range(Double?, Double?)
    }

    public var attribute: HangingAttribute
    public var constraint: Constraint
    /// What it adds to the score when it holds.
    public var weight: Double
    /// Whether the protocol (or the series) is ruled out where it does not hold.
    public var isRequired: Bool

    /// `attribute` meeting `constraint`, worth `weight`, required or not.
    public init(_ attribute: HangingAttribute, _ constraint: Constraint, weight: Double = 1, required: Bool = false) {
        self.attribute = attribute
        self.constraint = constraint
        self.weight = weight
        self.isRequired = required
    }

    /// Whether `value` meets the constraint.
    public func holds(for value: HangingValue) -> Bool {
        switch (constraint, value) {
        case (.equals(let text), .text(let seen)): text.caseInsensitiveCompare(seen) == .orderedSame
        case (.equals(let text), .number(let seen)): Double(text) == seen
        case (.matches(let patterns), .text(let seen)): patterns.contains { StudyQuery.wildcard($0, matches: seen) }
        case (.range(let low, let high), .number(let seen)): seen >= (low ?? -.infinity) && seen <= (high ?? .infinity)
        default: false
        }
    }

    /// The rule in words: "modality is CT", "series description matches *axial*", "slice thickness 0.5–3".
    public var description: String {
        let name = attribute.title
        return switch constraint {
        case .equals(let text): "\(name) is \(text)"
        case .matches(let patterns): "\(name) matches \(patterns.joined(separator: " or "))"
        case .range(let low?, let high?) where low == high: "\(name) is \(Self.number(low))"
        case .range(let low?, let high?): "\(name) \(Self.number(low))–\(Self.number(high))"
        case .range(let low?, nil): "\(name) ≥ \(Self.number(low))"
        case .range(nil, let high?): "\(name) ≤ \(Self.number(high))"
        case .range(nil, nil): "\(name) any"
        }
    }

    /// `value` without a fraction where it has none.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension HangingAttribute {
    /// Its name in words, lower case: "series description".
    public var title: String {
        switch self {
        case .modality: "modality"
        case .bodyPart: "body part"
        case .studyDescription: "study description"
        case .seriesDescription: "series description"
        case .orientation: "orientation"
        case .sliceThickness: "slice thickness"
        case .imageCount: "image count"
        case .priorIndex: "prior index"
        }
    }
}

/// One value of an attribute, as a rule is matched against it.
public enum HangingValue: Sendable, Hashable, CustomStringConvertible {
    case text(String)
    case number(Double)

    public var description: String {
        switch self {
        case .text(let text): text
        case .number(let number): HangingRule.number(number)
        }
    }
}
