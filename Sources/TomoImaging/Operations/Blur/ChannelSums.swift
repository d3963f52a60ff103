/// Running sums for up to four channels, as four stored properties so that, indexed by constants,
/// they live in registers (a `SIMD4` or an array indexed the same way goes through memory).
struct ChannelSums {
    /// The most channels held.
    static let capacity = 4

    private var first: Int32 = 0, second: Int32 = 0, third: Int32 = 0, fourth: Int32 = 0

    /// The sum of channel `channel`, 0 to 3.
    @inline(__always)
    subscript(channel: Int) -> Int32 {
        get {
            switch channel {
            case 0: first
            case 1: second
            case 2: third
            default: fourth
            }
        }
        set {
            switch channel {
            case 0: first = newValue
            case 1: second = newValue
            case 2: third = newValue
            default: fourth = newValue
            }
        }
    }
}
