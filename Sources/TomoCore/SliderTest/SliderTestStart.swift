/// The body of `POST /test_start`: `{"choice": "start"}`.
public struct SliderTestStart: Codable, Sendable, Hashable {
    /// Always `"start"`; the server refuses anything else.
    public var choice: String

    public init(choice: String = "start") {
        self.choice = choice
    }
}
