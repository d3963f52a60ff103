import Foundation

/// The slider test assignment's API at any base URL: `POST /test_start` and `POST /test_next`.
///
/// Answers decode tolerantly (see `SliderTestResponse`): a slider or the completion, plain JSON or
/// JSON wrapped in a JSON string, ids and counts as numbers or numeric strings, `complete` as
/// `"true"` or `true`.
public struct SliderTestAPI: Sendable, Hashable {
    private let root: APIRoot

    /// The API at `baseURL`, whose path (if any) prefixes every endpoint's.
    public init(baseURL: URL) {
        root = APIRoot(baseURL)
    }

    /// Starts a test, sending `{"choice": "start"}`; the answer is the first slider.
    public func start() -> Endpoint<SliderTestResponse> {
        post("test_start", body: SliderTestStart())
    }

    /// Sends the tick index `choice` (0–14) picked on the current slider of session `sessionID`, as
    /// `{"session_id": 3448, "choice": "8"}`; the answer is the next slider or the completion.
    public func next(sessionID: Int, choice: Int) -> Endpoint<SliderTestResponse> {
        post("test_next", body: SliderTestChoice(sessionID: sessionID, choice: choice))
    }

    /// POST is not idempotent, so `HTTPClient` never retries these requests.
    private func post(_ path: String, body: some Encodable) -> Endpoint<SliderTestResponse> {
        // Encoding these two small model types cannot fail.
        let data = try! JSONEncoder().encode(body)
        return .json(HTTPRequest(
            method: .post, url: root.url([path]), headers: ["Content-Type": "application/json"], body: data))
    }
}
