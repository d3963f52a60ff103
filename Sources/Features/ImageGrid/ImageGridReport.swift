/// What the image grid shows, in plain values: `tomo-desktop --report-state` writes it as JSON after
/// every change, and its UI tests read it back to check each cell against images they fetch themselves.
public struct ImageGridReport: Codable, Equatable, Sendable {
    /// One visible cell as drawn.
    public struct Cell: Codable, Equatable, Sendable {
        /// The item's position in the API's order.
        public var index: Int
        /// The item's id.
        public var id: String
        /// `placeholder`, `loading`, `image` or `failed`.
        public var state: String
        /// Why it failed ("not found"), for a failed cell.
        public var reason: String?
        /// The thumbnail's side in pixels and `Bitmap.pixelHash` of its pixels, for a cell with an image.
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

    /// The detail view, when open.
    public struct Detail: Codable, Equatable, Sendable {
        public var index: Int
        public var title: String
        /// `loading`, `image` or `failed`.
        public var state: String
        public var width: Int?
        public var height: Int?

        public init(_ detail: GridDetail) {
            index = detail.index
            title = detail.title
            switch detail.state {
            case .image(let image): (state, width, height) = ("image", image.width, image.height)
            case .failed: state = "failed"
            case .placeholder, .loading: state = "loading"
            }
        }
    }

    public var itemCount: Int
    public var reachedEnd: Bool
    public var columns: Int
    /// A cell's side in points.
    public var cellSize: Int
    /// The visible items, `first ..< end`.
    public var visibleFirst: Int
    public var visibleEnd: Int
    public var banner: String?
    public var statusText: String
    public var isStatusShown: Bool
    public var detail: Detail?
    /// The visible cells, in order.
    public var cells: [Cell]

    @MainActor
    public init(
        model: ImageGridModel, columns: Int, cellSize: Int, visible: Range<Int>, isStatusShown: Bool, cells: [Cell]
    ) {
        itemCount = model.items.count
        reachedEnd = model.reachedEnd
        self.columns = columns
        self.cellSize = cellSize
        visibleFirst = visible.lowerBound
        visibleEnd = visible.upperBound
        banner = model.banner?.message
        statusText = model.statusText
        self.isStatusShown = isStatusShown
        detail = model.detail.map(Detail.init)
        self.cells = cells
    }
}
