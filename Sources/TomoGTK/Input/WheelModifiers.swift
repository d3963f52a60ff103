/// The modifier keys held while the wheel turned.
public struct WheelModifiers: Sendable, Hashable {
    /// Whether Control is held.
    public var control: Bool
    /// Whether Shift is held.
    public var shift: Bool

    /// Control held or not, Shift held or not: neither by default.
    public init(control: Bool = false, shift: Bool = false) {
        self.control = control
        self.shift = shift
    }
}
