/// A small, fast, seedable pseudo-random generator (Steele, Lea & Flood's SplitMix64).
///
/// The same seed gives the same sequence on every run and machine, which is what generated
/// test data, fault injection and generated libraries need. Not for cryptography.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// A uniform value in 0..<1 with 53 random bits.
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }
}
