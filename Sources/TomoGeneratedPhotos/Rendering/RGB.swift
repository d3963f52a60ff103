/// A colour as red, green and blue in 0...1 (sRGB values, blended as they are).
typealias RGB = SIMD3<Float>

extension SIMD3 where Scalar == Float {
    /// The colour written `0xRRGGBB`.
    init(hex: UInt32) {
        self.init(Float((hex >> 16) & 0xff), Float((hex >> 8) & 0xff), Float(hex & 0xff))
        self /= 255
    }

    /// This colour moved towards `other` by `amount` (0 keeps it, 1 gives `other`).
    @inline(__always)
    func mixed(with other: Self, by amount: Float) -> Self {
        self + (other - self) * amount
    }
}
