/// One step the user took: which slider, which tick, and its value.
public struct SliderTestRecord: Sendable, Hashable, Codable {
    /// The slider's number, from 1 (the server's `step_count`).
    public var step: Int
    /// The tick picked, 0–14.
    public var index: Int
    /// That tick's value.
    public var value: Double

    public init(step: Int, index: Int, value: Double) {
        self.step = step
        self.index = index
        self.value = value
    }

    /// The value for display ("−89.04").
    public var valueText: String { TickFormat.text(for: value) }
}
