import TomoImaging
import TomoPipeline

/// What a thumbnail list shows, beside the mechanism every list shares (`ThumbnailListModel`): its API's
/// pages, each item's thumbnail request at a cell size, the cell's shape and text, and the detail view
/// an item opens in.
public protocol ThumbnailListSource: Sendable {
    /// One item of the API's list.
    associatedtype Item: Sendable
    /// Where the next page starts: an offset, a link.
    associatedtype Cursor: Sendable
    /// The detail view of one item.
    associatedtype Detail: ThumbnailDetail

    /// What the list calls its items, as its count line and banner say: "images", "photos".
    var itemsName: String { get }
    /// The cells' shape, for the front end's layout.
    var cellShape: ThumbnailCellShape { get }
    /// The pipeline that loads the thumbnails (and the detail view's images).
    var pipeline: ImagePipeline { get }
    /// Rows loaded ahead of the visible ones in the direction of scrolling.
    var lookaheadRows: Int { get }

    /// Fetches the page after `cursor` (nil: the first page); `loaded` items are in the list so far.
    func page(after cursor: Cursor?, loaded: Int) async throws -> ThumbnailPage<Item, Cursor>

    /// The request for `item`'s thumbnail in a cell `pixelWidth` pixels wide (as high as `cellShape`
    /// says); nil when the item makes no image URL.
    func thumbnailRequest(for item: Item, pixelWidth: Int) -> ImageRequest?

    /// What `item`'s cell says.
    func cellText(for item: Item) -> ThumbnailCellText

    /// The detail view of `item` at `index`, showing `preview` (its thumbnail) until its own image
    /// arrives, keeping what the user chose in `previous` (the item shown before, when stepping).
    @MainActor
    func makeDetail(index: Int, item: Item, preview: Bitmap?, carryingOver previous: Detail?) -> Detail
}

/// One page of a list: its items, and where the next one starts (nil: the list has ended).
public struct ThumbnailPage<Item: Sendable, Cursor: Sendable>: Sendable {
    public var items: [Item]
    public var next: Cursor?

    public init(items: [Item], next: Cursor?) {
        self.items = items
        self.next = next
    }
}

/// How a list's cells are shaped: as many columns of at least `minimumWidth` points as fit, between
/// `columns`' bounds, sharing the width; a thumbnail `aspectRatio` wide for 1 high, over `captionLines`
/// lines of text.
public struct ThumbnailCellShape: Sendable, Hashable {
    public var minimumWidth: Int
    public var columns: ClosedRange<Int>
    /// Width over height of the thumbnail.
    public var aspectRatio: Double
    public var captionLines: Int

    public init(minimumWidth: Int, columns: ClosedRange<Int>, aspectRatio: Double, captionLines: Int) {
        self.minimumWidth = max(1, minimumWidth)
        self.columns = max(1, columns.lowerBound)...max(1, columns.upperBound)
        self.aspectRatio = aspectRatio > 0 ? aspectRatio : 1
        self.captionLines = max(0, captionLines)
    }

    /// The thumbnail's height for a cell `width` wide (points or pixels).
    public func thumbnailHeight(forWidth width: Int) -> Int {
        max(1, Int(Double(width) / aspectRatio))
    }
}

/// What a cell says of its item: the lines under its thumbnail, and its tooltip.
public struct ThumbnailCellText: Sendable, Hashable {
    /// What the detail view's title and the tooltip's first line call the item.
    public var title: String
    /// One line per `ThumbnailCellShape.captionLines`.
    public var captions: [String]
    /// The tooltip's lines before any failure.
    public var tooltip: [String]

    public init(title: String, captions: [String] = [], tooltip: [String]) {
        self.title = title
        self.captions = captions
        self.tooltip = tooltip
    }
}
