/// One visible thumbnail cell as a screen drew it, in plain values, for the state reports UI tests read
/// (the image grid's cells, the photo list's tiles).
public struct ThumbnailCellReport: Codable, Equatable, Sendable {
    /// The item's position in its list.
    public var index: Int
    /// The item's id.
    public var id: String
    /// `placeholder`, `loading`, `image` or `failed`.
    public var state: String
    /// Why it failed ("not found"), for a failed cell.
    public var reason: String?
    /// The thumbnail's width in pixels and `Bitmap.pixelHash` of its pixels, for a cell with an image.
    public var width: Int?
    public var pixelHash: String?

    public init(index: Int, id: String, state: String, reason: String? = nil, width: Int? = nil, pixelHash: String? = nil) {
        self.index = index
        self.id = id
        self.state = state
        self.reason = reason
        self.width = width
        self.pixelHash = pixelHash
    }
}
