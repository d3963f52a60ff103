/// What the app's own keys do, on every screen.
public enum AppAction: Sendable, Hashable {
    /// Starts again after a failed start-up.
    case retryStart
}
