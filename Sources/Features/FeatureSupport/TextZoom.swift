/// A screen's own text size on top of the desktop's text scaling (Ctrl++ / Ctrl+− / Ctrl+0): a percentage
/// in the usual zoom steps from 50 % to 300 %.
public struct TextZoom: Sendable, Hashable {
    /// The zoom levels, in percent.
    public static let steps = [50, 67, 80, 90, 100, 110, 125, 150, 175, 200, 250, 300]

    public private(set) var percent = 100

    public init(percent: Int = 100) {
        self.percent = Self.steps.min { abs($0 - percent) < abs($1 - percent) } ?? 100
    }

    /// One step larger, up to 300 %.
    public mutating func zoomIn() {
        percent = Self.steps.first { $0 > percent } ?? percent
    }

    /// One step smaller, down to 50 %.
    public mutating func zoomOut() {
        percent = Self.steps.last { $0 < percent } ?? percent
    }

    /// Back to 100 %.
    public mutating func reset() {
        percent = 100
    }

    /// The factor text sizes are multiplied by.
    public var scale: Double { Double(percent) / 100 }
}
