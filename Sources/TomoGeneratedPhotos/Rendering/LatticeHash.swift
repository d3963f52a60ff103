/// Deterministic pseudo-random values attached to integer lattice points (the SplitMix64 finaliser),
/// for value noise and per-tile variation. Never Swift's `Hasher`, which is randomised per run.
enum LatticeHash {
    /// A value in 0..<1 for the point (`i`, `j`) of the lattice named by `seed`.
    @inline(__always)
    static func unit(_ seed: UInt64, _ i: Int, _ j: Int = 0) -> Float {
        var z = seed &+ UInt64(bitPattern: Int64(i)) &* 0x9e37_79b9_7f4a_7c15
        z &+= UInt64(bitPattern: Int64(j)) &* 0xc2b2_ae3d_27d4_eb4f
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        z ^= z >> 31
        return Float(z >> 40) / 16_777_216
    }
}
