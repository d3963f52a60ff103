/// A CT series as the original API describes it: an id and the names of its slice images.
///
/// The order of `slices` is the anatomical order. Names are opaque tokens: sorting them means nothing.
public struct Series: Codable, Sendable, Hashable {
    /// The series id (a UUID string on the reference server, any string elsewhere).
    public var id: String
    /// Slice image names, in display order.
    public var slices: [String]

    public init(id: String, slices: [String]) {
        self.id = id
        self.slices = slices
    }
}
