/// When and how long `HTTPClient` waits before trying an idempotent request again.
///
/// Waits grow exponentially with "full jitter" (a uniform draw between zero and the exponential
/// bound), so clients that failed together do not retry together. A server's `Retry-After` wins
/// when it is longer, capped by `maximumDelay`.
public struct RetryPolicy: Sendable, Hashable {
    /// Attempts in all, the first included; 1 never retries.
    public var maximumAttempts: Int
    /// The bound of the first wait; each later bound doubles.
    public var baseDelay: Duration
    /// No wait is longer than this, whatever the server asks.
    public var maximumDelay: Duration
    /// Whether a 500 Internal Server Error is tried again. A caller with another way to ask for the same
    /// thing (another form of a DICOMweb frame) turns it off, and asks that way at once.
    public var retriesInternalServerErrors = true

    public init(maximumAttempts: Int = 4, baseDelay: Duration = .milliseconds(100), maximumDelay: Duration = .seconds(5)) {
        self.maximumAttempts = max(1, maximumAttempts)
        self.baseDelay = baseDelay
        self.maximumDelay = maximumDelay
    }

    /// Four attempts, waits bounded by 0.1, 0.2, 0.4 s.
    public static let standard = RetryPolicy()
    /// One attempt only.
    public static let never = RetryPolicy(maximumAttempts: 1)

    /// How long to wait after failed attempt number `attempt` (1-based), given the server's
    /// `Retry-After` if any and a uniform random number `unit` in 0..<1.
    public func delay(afterAttempt attempt: Int, retryAfter: Duration?, unit: Double) -> Duration {
        let exponent = min(max(attempt - 1, 0), 30)
        let bound = min(baseDelay * (1 << exponent), maximumDelay)
        let jittered = bound * min(max(unit, 0), 1)
        guard let retryAfter else { return jittered }
        return min(max(retryAfter, jittered), maximumDelay)
    }
}
