extension HTTPClient {
    /// Sends an endpoint that is an optional extension of an API (Tomo's catalog or series metadata, say):
    /// nil when the server says it has no such resource (`HTTPError.meansAbsent`), so the caller degrades
    /// quietly. Every other failure, a transient one included, is retried like any request and then
    /// thrown, to be shown as an error: a 503 or a timeout must not pass for "this API has none".
    public func sendIfPresent<Response>(_ endpoint: Endpoint<Response>) async throws -> Response? {
        do {
            return try await send(endpoint)
        } catch let error as HTTPError where error.meansAbsent {
            return nil
        }
    }
}
