/// The JSON body every Tomo API error carries: `{"error": "..."}`.
public struct APIErrorBody: Codable, Sendable, Hashable {
    public var error: String

    public init(error: String) {
        self.error = error
    }
}
