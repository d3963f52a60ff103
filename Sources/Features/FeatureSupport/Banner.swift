/// An error a screen shows in a banner, with one action that deals with it (Retry, most often). The
/// model that publishes it performs the action; a front end shows `message` and `actionTitle` and
/// forwards the click.
public struct Banner: Sendable, Hashable {
    /// What went wrong, in one line.
    public var message: String
    /// The action's button title.
    public var actionTitle: String

    public init(_ message: String, actionTitle: String = "Retry") {
        self.message = message
        self.actionTitle = actionTitle
    }
}
