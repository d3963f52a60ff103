import TomoCore

extension HTTPRequest {
    /// Runs a transport's exchange for this request within `timeout`: if the timeout passes first,
    /// cancels the exchange and throws `HTTPError.timedOut`. Without a timeout, just runs it.
    ///
    /// For transports whose own timeout is not a deadline for the whole exchange (URLSession's is an
    /// idle timeout). It costs a task group and a timer task per request.
    func withTimeout<Result: Sendable>(
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
