extension HTTPRequest {
    /// Runs a transport's exchange for this request within `timeout`: if the timeout passes first,
    /// cancels the exchange and throws `HTTPError.timedOut`. Without a timeout, just runs it.
    ///
    /// Transports use this so the timeout bounds the whole exchange, body included, the same way on
    /// every transport (URLSession's own timeout is an idle timeout; AsyncHTTPClient's deadline ends
    /// at the response head).
    public func withTimeout<Result: Sendable>(
        _ exchange: @escaping @Sendable () async throws -> Result
    ) async throws -> Result {
        guard let timeout else { return try await exchange() }
        return try await withThrowingTaskGroup(of: Result?.self) { group in
            group.addTask { try await exchange() }
            group.addTask {
                try await Task.sleep(for: timeout)
                return nil
            }
            defer { group.cancelAll() }
            guard let result = try await group.next()! else {
                throw HTTPError.timedOut(url: url, after: timeout)
            }
            return result
        }
    }
}
