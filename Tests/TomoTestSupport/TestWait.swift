/// How long a test waits for one thing (an app's report, an app's exit, an HTTP exchange) before it
/// fails saying what it waited for.
public enum TestWait {
    /// Half the tests' time limit of 10 minutes, so that a wait's own message, which names what it waited
    /// for, comes before the bare "time limit exceeded". The work awaited takes seconds; this catches
    /// hangs, never a slow machine (under the thread sanitizer, with the whole suite sharing two cores, a
    /// step of a second alone has taken over a minute).
    public static let limit = Duration.seconds(300)

    /// `limit` in seconds, for Foundation's time intervals (`URLSessionConfiguration`).
    public static var limitInSeconds: Double { Double(limit.components.seconds) }
}
