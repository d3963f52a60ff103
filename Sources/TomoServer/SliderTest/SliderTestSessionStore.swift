import TomoCore

/// The slider test sessions of a running server, in memory.
///
/// Ids are random integers in 1...2³¹−1 (so 32-bit clients can hold them), drawn with each session's
/// seed from one generator seeded by the configuration. At most `maxSessions` are kept: a new one
/// evicts the least recently used. A session expires `sessionLifetime` after its last request.
/// A server makes its own unless `SliderTestConfiguration.sessions` gives one to share.
public actor SliderTestSessionStore {
    private let lifetime: Duration
    private let now: @Sendable () -> ContinuousClock.Instant
    private var random: SplitMix64
    /// Least recently used first out; every session costs 1.
    private let sessions: LRUCache<Int, SliderTestSession>

    /// An empty store with `configuration`'s lifetime, clock, seed and size limit.
    public init(configuration: SliderTestConfiguration) {
        lifetime = configuration.sessionLifetime
        now = configuration.now
        random = SplitMix64(seed: configuration.seed)
        sessions = LRUCache(limits: .init(totalCost: .max, count: max(1, configuration.maxSessions)))
    }

    /// How many sessions are held, expired ones included until they are evicted or asked for.
    var count: Int { sessions.count }

    /// Starts a session and returns its first slider.
    func start() -> SliderTestStep {
        var id: Int
        repeat {
            id = Int(random.next() % UInt64(Int32.max)) + 1
        } while sessions.value(forKey: id) != nil
        let session = SliderTestSession(id: id, seed: random.next(), now: now())
        sessions.setValue(session, forKey: id, cost: 1)
        return session.step
    }

    /// Records the pick of tick `choice` (0..<15) in session `sessionID`.
    /// - Returns: The next slider, or the completion after the last one.
    /// - Throws: `APIError` 404 for an unknown, expired or evicted session, 409 for a completed one.
    func choose(_ choice: Int, sessionID: Int) throws(APIError) -> SliderTestResponse {
        let time = now()
        guard var session = sessions.value(forKey: sessionID), session.lastActive.duration(to: time) < lifetime else {
            sessions.removeValue(forKey: sessionID)
            throw .notFound("no slider test session \(sessionID): it never existed or has expired; POST /test_start to begin again")
        }
        guard !session.isComplete else {
            throw APIError(.conflict, "slider test session \(sessionID) is already complete; POST /test_start to begin again")
        }
        session.choose(choice)
        session.lastActive = time
        sessions.setValue(session, forKey: sessionID, cost: 1)
        if session.isComplete {
            return .complete(SliderTestCompletion(sessionID: sessionID))
        }
        return .step(session.step)
    }
}
