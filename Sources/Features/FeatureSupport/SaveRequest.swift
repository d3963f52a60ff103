/// A Save… the user asked for, waiting for the front end to ask where.
public struct SaveRequest: Sendable, Hashable {
    /// The file name to offer: "photo-12-blur.png".
    public let suggestedName: String

    public init(suggestedName: String) {
        self.suggestedName = suggestedName
    }
}
