import TomoCore

/// A segment as the segment list shows it: its colour, label and what it measures, and whether it is shown.
public struct SegmentRow: Sendable, Hashable, Identifiable {
    /// The segment's number.
    public var number: Int
    /// Its colour, for the swatch beside its title.
    public var colour: RGBColour
    /// "Liver".
    public var title: String
    /// "Anatomical Structure: Liver · 1,523.4 mL · mean 54.2 HU, SD 12.1, min −20, max 140 · 110,532 voxels".
    public var detail: String
    /// Whether it is drawn (its Hide / Show button says the other).
    public var isShown: Bool

    /// Its number: a segment is listed once.
    public var id: Int { number }

    /// The row of segment `number`.
    public init(number: Int, colour: RGBColour, title: String, detail: String, isShown: Bool) {
        self.number = number
        self.colour = colour
        self.title = title
        self.detail = detail
        self.isShown = isShown
    }
}
