import Foundation

/// What `POST /test_start` and `POST /test_next` answer: the next slider, or the end of the test.
///
/// Decoding is tolerant: it tells the two shapes apart by the `complete` key, and also accepts a
/// body that is a JSON string holding the JSON (as the original service's examples show).
/// Encoding writes the plain object.
public enum SliderTestResponse: Codable, Sendable, Hashable {
    /// The next slider to show.
    case step(SliderTestStep)
    /// The test is over.
    case complete(SliderTestCompletion)

    public init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            self = try Self.decode(wrapped: text, codingPath: decoder.codingPath)
            return
        }
        let container = try decoder.container(keyedBy: SliderTestCompletion.CodingKeys.self)
        if container.contains(.complete) {
            self = .complete(try SliderTestCompletion(from: decoder))
        } else {
            self = .step(try SliderTestStep(from: decoder))
        }
    }

    /// The answer held as JSON in the string `text`. Errors inside it keep their paths (the same
    /// fields as an unwrapped body); a string that holds no JSON object says so.
    private static func decode(wrapped text: String, codingPath: [any CodingKey]) throws -> SliderTestResponse {
        do {
            return try JSONDecoder().decode(SliderTestResponse.self, from: Data(text.utf8))
        } catch let error as DecodingError where !error.path.isEmpty {
            throw error
        } catch {
            let excerpt = text.count > 40 ? text.prefix(40) + "…" : text
            throw DecodingError.dataCorrupted(.init(
                codingPath: codingPath,
                debugDescription: "expected a slider test answer, got a JSON string that holds none: \"\(excerpt)\"",
                underlyingError: error))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .step(let step): try step.encode(to: encoder)
        case .complete(let completion): try completion.encode(to: encoder)
        }
    }
}
