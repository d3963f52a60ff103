/// Where the app's start-up stands.
public enum AppPhase: Sendable, Hashable {
    /// `start()` not called yet.
    case idle
    /// Starting the local server, opening the disk cache.
    case starting
    /// The screens can be shown.
    case ready
    /// Start-up failed; the banner says why, and its action tries again.
    case failed
}
