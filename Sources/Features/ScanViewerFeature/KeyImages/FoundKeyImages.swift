/// A key object selection found with a series (in the same folders, its study on the PACS or in the library),
/// placed on its slices.
public struct FoundKeyImages: Sendable, Hashable {
    /// Its title, as CID 7010 means it ("Of Interest", "For Teaching").
    public var title: String
    /// When it was made ("2026-12-03 10:12"); nil where it does not say.
    public var date: String?
    /// Its Key Object Description, if any.
    public var description: String?
    /// The slices of the series it selects, in slider order.
    public var slices: [Int]
    /// How many of the images it selects are not of the series (another series of the study).
    public var elsewhere: Int
    /// How many of them lie on each other series it names, by Series Instance UID.
    public var otherSeries: [String: Int]

    public init(title: String, date: String? = nil, description: String? = nil, slices: [Int], elsewhere: Int = 0, otherSeries: [String: Int] = [:]) {
        self.title = title
        self.date = date
        self.description = description
        self.slices = slices
        self.elsewhere = elsewhere
        self.otherSeries = otherSeries
    }

    /// "Of Interest, 2026-12-03 10:12": its title and date.
    public var name: String {
        [title, date].compactMap { $0 }.joined(separator: ", ")
    }
}
