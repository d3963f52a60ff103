import FeatureSupport
import Foundation
import TomoCore
import TomoImaging
import TomoPipeline

extension PhotoBrowserEnvironment: ThumbnailListSource {
    public var itemsName: String { "photos" }

    /// Tiles of at least 220 points, a 3:2 thumbnail over the author and the original size.
    public static let cellShape = ThumbnailCellShape(minimumWidth: 220, columns: 1...8, aspectRatio: 3.0 / 2.0, captionLines: 2)

    public var cellShape: ThumbnailCellShape { Self.cellShape }

    /// The page at `cursor` (the previous page's `Link` `rel="next"`), or page 1. Picsum links a `next`
    /// page from page 1 and from every full page, the last one included: an empty page, or a page without
    /// `next`, ends the list.
    public func page(after cursor: URL?, loaded: Int) async throws -> ThumbnailPage<PicsumPhoto, URL> {
        let page = try await client.send(cursor.map(api.page(at:)) ?? api.list(page: 1, limit: pageSize))
        return ThumbnailPage(items: page.photos, next: page.photos.isEmpty ? nil : page.next)
    }

    /// The 3:2 thumbnail at the tile's pixel width, cropped to fill it (`/id/{id}/{w}/{h}`).
    public func thumbnailRequest(for photo: PicsumPhoto, pixelWidth: Int) -> ImageRequest? {
        PhotoSizing.thumbnailRequest(for: photo, api: api, pixelWidth: pixelWidth)
    }

    public func cellText(for photo: PicsumPhoto) -> ThumbnailCellText {
        let size = "\(photo.width) × \(photo.height)"
        return ThumbnailCellText(
            title: "Photo \(photo.id) by \(photo.author)", captions: [photo.author, size],
            tooltip: ["\(photo.author) · \(size) · photo \(photo.id)"])
    }

    @MainActor
    public func makeDetail(index: Int, item: PicsumPhoto, preview: Bitmap?, carryingOver previous: PhotoDetailModel?) -> PhotoDetailModel {
        PhotoDetailModel(index: index, photo: item, preview: preview, environment: self, carryingOver: previous)
    }
}
