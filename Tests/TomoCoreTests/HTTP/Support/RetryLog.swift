import TomoCore

/// Collects what `HTTPClient.onRetry` reports.
final class RetryLog: Sendable {
    struct Entry: Sendable {
        let error: HTTPError
        let attempt: Int
        let wait: Duration
    }

    private let entries = Locked<[Entry]>([])

    var all: [Entry] { entries.withLock { $0 } }

    /// An observer to pass as `onRetry`.
    var observer: HTTPClient.RetryObserver {
        { _, error, attempt, wait in self.entries.withLock { $0.append(Entry(error: error, attempt: attempt, wait: wait)) } }
    }
}
