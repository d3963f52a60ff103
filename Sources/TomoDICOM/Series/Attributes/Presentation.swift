import TomoCore

/// How a frame's values are shown (the VOI LUT module and the Presentation LUT Shape).
public struct Presentation: Sendable, Hashable, Codable {
    /// The file's windows (Window Center/Width, VOI LUT tables), first the default.
    public var windows: [WindowLevel]
    /// What the file calls its windows (Window Center & Width Explanation: "BRAIN", "BONE"), one per
    /// window, empty for one it does not name.
    public var windowExplanations: [String]
    /// The lowest value shows white: MONOCHROME1, or a Presentation LUT Shape of INVERSE (which a
    /// MONOCHROME1 radiograph may also carry, saying the same).
    public var isInverted: Bool

    /// `windows`, named by `windowExplanations`, inverted or not.
    public init(windows: [WindowLevel] = [], windowExplanations: [String] = [], isInverted: Bool = false) {
        self.windows = windows
        self.windowExplanations = windowExplanations
        self.isInverted = isInverted
    }
}
