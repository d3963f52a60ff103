/// How the reference server runs the slider test (`POST /test_start`, `POST /test_next`).
///
/// Sessions live in memory. A session expires `sessionLifetime` after its last request. At most
/// `maxSessions` are kept: starting one more evicts the least recently used session, so a flood of
/// starts costs bounded memory and never refuses a new test (the evicted session then answers 404).
public struct SliderTestConfiguration: Sendable {
    /// Seeds session ids and each session's levels: the same seed and the same requests, in the
    /// same order, give the same ids and ticks.
    public var seed: UInt64
    /// How long a session lives after its last request.
    public var sessionLifetime: Duration
    /// The most sessions kept at once (at least 1).
    public var maxSessions: Int
    /// Whether the two endpoints answer with their JSON encoded again as a JSON string, as the
    /// original assignment's examples show (`"{\"ticks\": ...}"`). Errors stay plain JSON objects.
    public var encodesBodiesAsJSONStrings: Bool
    /// The time source for expiry; tests substitute one they advance by hand.
    public var now: @Sendable () -> ContinuousClock.Instant
    /// Sessions to keep across servers started one after another in a process (a test that stops the
    /// server mid-test and starts it again on the same port); nil for the server's own.
    public var sessions: SliderTestSessionStore?

    public init(
        seed: UInt64 = 1,
        sessionLifetime: Duration = .seconds(30 * 60),
        maxSessions: Int = 10_000,
        encodesBodiesAsJSONStrings: Bool = false,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
    ) {
        self.seed = seed
        self.sessionLifetime = sessionLifetime
        self.maxSessions = maxSessions
        self.encodesBodiesAsJSONStrings = encodesBodiesAsJSONStrings
        self.now = now
    }
}
