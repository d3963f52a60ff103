/// What faults the server injects into image responses, for testing clients. Off by default.
///
/// Rates are probabilities in 0...1 and are drawn independently per request, in this order:
/// a server error, else a truncated body, else corrupted bytes. Latency applies to every image
/// response, faulty or not.
public struct FaultConfiguration: Sendable, Hashable {
    /// Seeds every decision: the same seed and the same requests give the same faults.
    public var seed: UInt64
    /// Fraction of image responses answered with a 5xx status instead.
    public var errorRate: Double
    /// Fraction whose body stops halfway, the connection closed with the promised length unsent.
    public var truncationRate: Double
    /// Fraction whose body has some bytes flipped (same length, same headers).
    public var corruptionRate: Double
    /// Extra delay before each image response, drawn uniformly from this range.
    public var latency: ClosedRange<Duration>?
    /// The `Retry-After` delay, in seconds, that injected server errors ask for; nil sends none.
    public var retryAfterSeconds: Int?

    public init(
        seed: UInt64 = 1, errorRate: Double = 0, truncationRate: Double = 0,
        corruptionRate: Double = 0, latency: ClosedRange<Duration>? = nil, retryAfterSeconds: Int? = nil
    ) {
        self.seed = seed
        self.errorRate = errorRate
        self.truncationRate = truncationRate
        self.corruptionRate = corruptionRate
        self.latency = latency
        self.retryAfterSeconds = retryAfterSeconds
    }

    /// No faults at all.
    public static let none = FaultConfiguration()

    /// Whether any fault or delay is configured.
    public var isActive: Bool {
        errorRate > 0 || truncationRate > 0 || corruptionRate > 0 || latency != nil
    }
}
