import Foundation

/// A display window over physical values: `level` is the centre, `width` the span mapped from black to white.
///
/// Values at or below `level - width / 2` show black, at or above `level + width / 2` white, linearly in
/// between (DICOM's LINEAR_EXACT; its LINEAR places each end of the ramp half a value inwards), unless the
/// window's `function` says otherwise.
public struct WindowLevel: Codable, Sendable, Hashable {
    public var width: Double
    public var level: Double
    /// How values between black and white are spread, when not linearly (DICOM's VOI LUT Function).
    public var function: Function?

    /// A window's curve other than the linear ramp.
    public enum Function: String, Codable, Sendable, Hashable {
        /// DICOM's SIGMOID: `255 / (1 + exp(-4 (value - level) / width))`, no value quite black or white.
        case sigmoid
    }

    public init(width: Double, level: Double, function: Function? = nil) {
        self.width = width
        self.level = level
        self.function = function
    }

    /// `level - width / 2`: values at or below it show black (on a linear window).
    public var lowerBound: Double { level - width / 2 }
    /// `level + width / 2`: values at or above it show white (on a linear window).
    public var upperBound: Double { level + width / 2 }

    /// The 8-bit gray level of a physical value, rounded to nearest.
    public func grayLevel(of value: Double) -> UInt8 {
        guard width > 0 else { return value < level ? 0 : 255 }
        let t = switch function {
        case .sigmoid: 1 / (1 + exp(-4 * (value - level) / width))
        case nil: (value - lowerBound) / width
        }
        return UInt8((min(max(t, 0), 1) * 255).rounded())
    }
}
