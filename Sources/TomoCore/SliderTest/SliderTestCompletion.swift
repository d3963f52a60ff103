/// The answer to the last slider's choice: `{"session_id": 3448, "complete": "true"}`.
///
/// The original service sends `complete` as a string, so this encodes it as `"true"` or `"false"`;
/// it decodes a string or a JSON boolean.
public struct SliderTestCompletion: Codable, Sendable, Hashable {
    /// The finished session.
    public var sessionID: Int
    /// Whether the test is over (the server only ever says true).
    public var complete: Bool

    enum CodingKeys: String, CodingKey {
        case sessionID = "session_id"
        case complete
    }

    public init(sessionID: Int, complete: Bool = true) {
        self.sessionID = sessionID
        self.complete = complete
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sessionID = try container.decodeIntegerOrNumericString(forKey: .sessionID)
        if let flag = try? container.decode(Bool.self, forKey: .complete) {
            complete = flag
            return
        }
        switch try container.decode(String.self, forKey: .complete) {
        case "true": complete = true
        case "false": complete = false
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .complete, in: container, debugDescription: "expected true or false, as a boolean or a string")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sessionID, forKey: .sessionID)
        try container.encode(complete ? "true" : "false", forKey: .complete)
    }
}
