/// One slider of the test: `{"ticks": [...], "session_id": 3448, "step_count": 1}`.
///
/// Decoding accepts `session_id` and `step_count` as numbers or numeric strings.
public struct SliderTestStep: Codable, Sendable, Hashable {
    /// The 15 levels the slider offers, ascending; neighbours may be equal.
    public var ticks: [Double]
    /// The session to send the choice with.
    public var sessionID: Int
    /// Which slider this is, from 1.
    public var stepCount: Int

    enum CodingKeys: String, CodingKey {
        case ticks
        case sessionID = "session_id"
        case stepCount = "step_count"
    }

    public init(ticks: [Double], sessionID: Int, stepCount: Int) {
        self.ticks = ticks
        self.sessionID = sessionID
        self.stepCount = stepCount
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ticks = try container.decode([Double].self, forKey: .ticks)
        sessionID = try container.decodeIntegerOrNumericString(forKey: .sessionID)
        stepCount = try container.decodeIntegerOrNumericString(forKey: .stepCount)
    }
}
