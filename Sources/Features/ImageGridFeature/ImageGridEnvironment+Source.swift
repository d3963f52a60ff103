import FeatureSupport
import TomoCore
import TomoImaging
import TomoPipeline

extension ImageGridEnvironment: ThumbnailListSource {
    public var itemsName: String { "images" }

    /// Square cells of at least 160 points, 2 to 12 columns, no caption (the headline is the tooltip).
    public static let cellShape = ThumbnailCellShape(minimumWidth: 160, columns: 2...12, aspectRatio: 1, captionLines: 0)

    public var cellShape: ThumbnailCellShape { Self.cellShape }

    /// `pageSize` items from offset `cursor` (0 first); a short page ends the list.
    public func page(after cursor: Int?, loaded: Int) async throws -> ThumbnailPage<MediaCoverage, Int> {
        let offset = cursor ?? 0
        let items = try await client.send(api.list(offset: offset, limit: pageSize))
        return ThumbnailPage(items: items, next: items.count < pageSize ? nil : offset + items.count)
    }

    /// The smallest quality whose short side covers the square cell, centre-cropped to it.
    public func thumbnailRequest(for coverage: MediaCoverage, pixelWidth: Int) -> ImageRequest? {
        GridThumbnail.request(for: coverage, api: api, pixelSize: pixelWidth)
    }

    public func cellText(for coverage: MediaCoverage) -> ThumbnailCellText {
        ThumbnailCellText(title: coverage.title, tooltip: [coverage.title, "\(coverage.publishedBy), \(coverage.publishedAt)"])
    }

    @MainActor
    public func makeDetail(index: Int, item: MediaCoverage, preview: Bitmap?, carryingOver previous: GridDetailModel?) -> GridDetailModel {
        GridDetailModel(index: index, coverage: item, preview: preview, environment: self)
    }
}
