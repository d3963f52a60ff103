import TomoCore

/// A segment as the segment list shows it: its colour, label and what it measures, and whether it is shown.
public struct SegmentRow: Sendable, Hashable, Identifiable {
    /// The segment's number.
    public var number: Int
    public var colour: RGBColour
    /// "Liver".
    public var title: String
    /// "Anatomical Structure: Liver · 1,523.4 mL · mean 54.2 HU, SD 12.1, min −20, max 140 · 110,532 voxels".
    public var detail: String
    public var isShown: Bool

    public var id: Int { number }

    public init(number: Int, colour: RGBColour, title: String, detail: String, isShown: Bool) {
        self.number = number
        self.colour = colour
        self.title = title
        self.detail = detail
        self.isShown = isShown
    }
}
