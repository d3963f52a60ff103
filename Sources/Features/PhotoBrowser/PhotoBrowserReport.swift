import FeatureSupport

/// What the photo browser shows, in plain values: `tomo-desktop --report-state` writes it as JSON after
/// every change, and its UI tests read it back to check the tiles and the filtered photo against images
/// they fetch and filter themselves.
public struct PhotoBrowserReport: Codable, Equatable, Sendable {
    /// The detail view, when open.
    public struct Detail: Codable, Equatable, Sendable {
        public var index: Int
        public var photoID: String
        /// The segmented control's choice (`normal`, `grayscale`, `blur`) and the slider's value.
        public var mode: String
        public var blurAmount: Int
        /// What the picture shows: `preview`, `photo` or `failed` (or `loading` with nothing yet).
        public var state: String
        /// The filter of the picture shown ("Blur 7"), its size and `Bitmap.pixelHash`.
        public var shownFilter: String?
        public var width: Int?
        public var height: Int?
        public var pixelHash: String?
        /// The line under the picture, and what it says of the last Save….
        public var info: String
        public var saveStatus: String?

        public init(
            index: Int, photoID: String, mode: String, blurAmount: Int, state: String, shownFilter: String?,
            width: Int?, height: Int?, pixelHash: String?, info: String, saveStatus: String?
        ) {
            self.index = index
            self.photoID = photoID
            self.mode = mode
            self.blurAmount = blurAmount
            self.state = state
            self.shownFilter = shownFilter
            self.width = width
            self.height = height
            self.pixelHash = pixelHash
            self.info = info
            self.saveStatus = saveStatus
        }
    }

    public var itemCount: Int
    public var reachedEnd: Bool
    public var columns: Int
    /// A tile's width in points.
    public var tileWidth: Int
    /// The visible photos, `first ..< end`.
    public var visibleFirst: Int
    public var visibleEnd: Int
    public var selectedIndex: Int?
    public var banner: String?
    public var statusText: String
    public var detail: Detail?
    /// The visible tiles, in order.
    public var tiles: [ThumbnailCellReport]

    public init(
        itemCount: Int, reachedEnd: Bool, columns: Int, tileWidth: Int, visible: Range<Int>, selectedIndex: Int?,
        banner: String?, statusText: String, detail: Detail?, tiles: [ThumbnailCellReport]
    ) {
        self.itemCount = itemCount
        self.reachedEnd = reachedEnd
        self.columns = columns
        self.tileWidth = tileWidth
        visibleFirst = visible.lowerBound
        visibleEnd = visible.upperBound
        self.selectedIndex = selectedIndex
        self.banner = banner
        self.statusText = statusText
        self.detail = detail
        self.tiles = tiles
    }
}
