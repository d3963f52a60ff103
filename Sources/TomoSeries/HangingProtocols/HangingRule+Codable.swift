extension HangingRule: Codable {
    private enum Keys: String, CodingKey {
        case attribute, equals, matches, range, weight, required
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let attribute = try container.decode(HangingAttribute.self, forKey: .attribute)
        let given = [Keys.equals, .matches, .range].filter(container.contains)
        guard given.count == 1, let key = given.first else {
            throw DecodingError.dataCorruptedError(
                forKey: .attribute, in: container,
                debugDescription: "a rule on \(attribute.rawValue) needs exactly one of equals, matches or range")
        }
        let constraint: Constraint
        switch key {
        case .equals:
            if let number = try? container.decode(Double.self, forKey: .equals) {
                constraint = .range(number, number)
            } else {
                constraint = .equals(try container.decode(String.self, forKey: .equals))
            }
        case .matches:
            if let one = try? container.decode(String.self, forKey: .matches) {
                constraint = .matches([one])
            } else {
                constraint = .matches(try container.decode([String].self, forKey: .matches))
            }
        default:
            let bounds = try container.decode([Double?].self, forKey: .range)
            guard bounds.count == 2 else {
                throw DecodingError.dataCorruptedError(forKey: .range, in: container, debugDescription: "a range is [low, high], either null")
            }
            constraint = .range(bounds[0], bounds[1])
        }
        switch (attribute.isNumeric, constraint) {
        case (true, .matches), (true, .equals), (false, .range):
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: attribute.isNumeric
                    ? "\(attribute.rawValue) is a number: give equals a number, or a range"
                    : "\(attribute.rawValue) is text: give equals or matches")
        default:
            break
        }
        self.init(
            attribute, constraint, weight: try container.decodeIfPresent(Double.self, forKey: .weight) ?? 1,
            required: try container.decodeIfPresent(Bool.self, forKey: .required) ?? false)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(attribute, forKey: .attribute)
        switch constraint {
        case .equals(let text): try container.encode(text, forKey: .equals)
        case .matches(let patterns) where patterns.count == 1: try container.encode(patterns[0], forKey: .matches)
        case .matches(let patterns): try container.encode(patterns, forKey: .matches)
        case .range(let low, let high) where low == high && low != nil: try container.encode(low, forKey: .equals)
        case .range(let low, let high): try container.encode([low, high], forKey: .range)
        }
        if weight != 1 { try container.encode(weight, forKey: .weight) }
        if isRequired { try container.encode(true, forKey: .required) }
    }
}
