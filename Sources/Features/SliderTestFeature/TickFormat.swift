/// Tick values as people read them: at most two decimals, no trailing zeros, a real minus sign:
/// `−89.04` for −89.03999999999999, `12.5`, `0`.
public enum TickFormat {
    /// `value` for display.
    public static func text(for value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "—" : (value < 0 ? "−∞" : "∞") }
        let hundredths = (abs(value) * 100).rounded()
        let whole = Int(hundredths / 100), fraction = Int(hundredths.truncatingRemainder(dividingBy: 100))
        var text = String(whole)
        if fraction != 0 {
            let digits = fraction < 10 ? "0\(fraction)" : String(fraction)
            text += "." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
        }
        return hundredths == 0 || value > 0 ? text : "−" + text
    }
}
