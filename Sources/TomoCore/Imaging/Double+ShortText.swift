extension Double {
    /// The number as a message writes it: `400` rather than `400.0`; fractions to the millionth, as Swift
    /// prints them (`1.026`, not `1.0259999999999998`).
    public var shortText: String {
        let rounded = abs(self) < 1e9 ? (self * 1e6).rounded() / 1e6 : self
        return rounded.rounded() == rounded && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}
