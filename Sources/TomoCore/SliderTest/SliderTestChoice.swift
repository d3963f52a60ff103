/// The body of `POST /test_next`: the tick the user picked on the current slider.
///
/// Encodes as the original spec does, `{"session_id": 3448, "choice": "8"}` (the choice a string);
/// decodes either field as a JSON number or as a string holding an integer.
public struct SliderTestChoice: Codable, Sendable, Hashable {
    /// The session from `POST /test_start`.
    public var sessionID: Int
    /// The index of the picked tick, 0–14.
    public var choice: Int

    enum CodingKeys: String, CodingKey {
        case sessionID = "session_id"
        case choice
    }

    public init(sessionID: Int, choice: Int) {
        self.sessionID = sessionID
        self.choice = choice
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sessionID = try container.decodeIntegerOrNumericString(forKey: .sessionID)
        choice = try container.decodeIntegerOrNumericString(forKey: .choice)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sessionID, forKey: .sessionID)
        try container.encode(String(choice), forKey: .choice)
    }
}
