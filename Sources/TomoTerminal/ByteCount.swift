/// Byte counts for people: `512 B`, `3.1 KiB`, `10.2 MiB`, `1.5 GiB`.
public enum ByteCount {
    /// `bytes` in the largest binary unit that keeps the number at least 1, to a tenth.
    public static func text(_ bytes: Int) -> String {
        let units = ["B", "KiB", "MiB", "GiB", "TiB"]
        var value = Double(max(bytes, 0))
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        if unit == 0 { return "\(Int(value)) B" }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10)" + (tenths % 10 == 0 ? "" : ".\(tenths % 10)") + " \(units[unit])"
    }
}
