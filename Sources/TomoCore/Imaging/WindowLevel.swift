/// A display window over physical values: `level` is the centre, `width` the span mapped from black to white.
///
/// Values at or below `level - width / 2` show black, at or above `level + width / 2` white,
/// linearly in between.
public struct WindowLevel: Codable, Sendable, Hashable {
    public var width: Double
    public var level: Double

    public init(width: Double, level: Double) {
        self.width = width
        self.level = level
    }

    /// `level - width / 2`: values at or below it show black.
    public var lowerBound: Double { level - width / 2 }
    /// `level + width / 2`: values at or above it show white.
    public var upperBound: Double { level + width / 2 }

    /// The 8-bit gray level of a physical value, rounded to nearest.
    public func grayLevel(of value: Double) -> UInt8 {
        guard width > 0 else { return value < level ? 0 : 255 }
        let t = (value - lowerBound) / width
        return UInt8((min(max(t, 0), 1) * 255).rounded())
    }
}
