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
    public enum Function: Codable, Sendable, Hashable {
        /// DICOM's SIGMOID: `255 / (1 + exp(-4 (value - level) / width))`, no value quite black or white.
        case sigmoid
        /// A file's VOI LUT: each value's level from the table (the window's width and level are then the
        /// table's range of values, where dragging the window starts a linear one).
        case table(LookupTable)
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

    /// The values it tells apart: every value at or below the range's low end shows as it does, and every one at
    /// or above its high end (a linear window's bounds); nil for a curve that tells every value apart (a sigmoid)
    /// or need not rise (a table).
    public var distinguishedValues: ClosedRange<Double>? {
        guard function == nil, width >= 0 else { return nil }
        return lowerBound...upperBound
    }

    /// The 8-bit gray level of a physical value, rounded to nearest.
    public func grayLevel(of value: Double) -> UInt8 {
        if case .table(let table) = function { return table.grayLevel(of: value) }
        guard width > 0 else { return value < level ? 0 : 255 }
        let t = function == .sigmoid ? 1 / (1 + exp(-4 * (value - level) / width)) : (value - lowerBound) / width
        return UInt8((min(max(t, 0), 1) * 255).rounded())
    }

    /// The window over `table`'s range of values, drawn through it.
    public init(table: LookupTable) {
        let count = Double(max(table.entries.count, 1))
        self.init(width: count, level: Double(table.firstMapped) + count / 2, function: .table(table))
    }

    /// The linear window from `lowest` (black) to `highest` (white): an image's values when it has no
    /// window of its own. A uniform image's is 1 wide (its value shows black, anything above white).
    public init(covering lowest: Double, _ highest: Double) {
        let lowest = min(lowest, highest), highest = max(lowest, highest)
        // A flat image (one value) gets a width of 1 about it; a dose grid's range of a fraction of 1 its own.
        let width = highest > lowest ? highest - lowest : 1
        self.init(width: width, level: lowest + width / 2)
    }

    /// Whether its levels rise with the value (a table's need not).
    public var isMonotone: Bool {
        if case .table = function { return false }
        return true
    }

    /// The window `width` wider and `level` higher, its curve kept; a table's becomes the linear window over
    /// its range first (a table cannot be widened).
    public func moved(width: Double, level: Double) -> WindowLevel {
        var moved = self
        if case .table = function { moved.function = nil }
        moved.width += width
        moved.level += level
        return moved
    }
}
