import FeatureSupport

/// What the image grid shows, in plain values: `tomo-desktop --report-state` writes it as JSON after
/// every change, and its UI tests read it back to check each cell against images they fetch themselves.
public struct ImageGridReport: Codable, Equatable, Sendable {
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
    public var cells: [ThumbnailCellReport]

    @MainActor
    public init(
        model: ImageGridModel, columns: Int, cellSize: Int, visible: Range<Int>, isStatusShown: Bool, cells: [ThumbnailCellReport]
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
