import Testing
import TomoCore

/// The status code and body excerpt of the `HTTPError.status` that `operation` throws; records an
/// issue (and returns nil) when it succeeds or throws anything else.
func statusFailure<T>(
    sourceLocation: SourceLocation = #_sourceLocation, _ operation: () async throws -> T
) async -> (code: Int, excerpt: String)? {
    do {
        let value = try await operation()
        Issue.record("expected an HTTP status error, got \(value)", sourceLocation: sourceLocation)
    } catch HTTPError.status(_, let code, let excerpt, _) {
        return (code, excerpt)
    } catch {
        Issue.record("expected an HTTP status error, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}
