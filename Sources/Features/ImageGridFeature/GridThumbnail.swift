import Foundation
import TomoCore
import TomoPipeline

/// The request for an item's thumbnail at a cell's pixel size: the smallest quality of the image whose
/// short side still fills the cell, decoded and centre-cropped to exactly the cell.
public enum GridThumbnail {
    /// The long side of quality 0 on the assignment's image server; each quality doubles it.
    public static let qualityZeroSide = 300

    /// The quality to ask for so that the image's short side covers `pixelSize`, from those the
    /// thumbnail offers (the largest if none is large enough).
    public static func quality(for thumbnail: MediaCoverageThumbnail, pixelSize: Int) -> Int {
        let qualities = thumbnail.qualities.sorted()
        let ratio = thumbnail.aspectRatio > 0 ? thumbnail.aspectRatio : 1
        let shortSideShare = min(ratio, 1 / ratio)
        return qualities.first { quality in
            Double(qualityZeroSide << min(quality, 16)) * shortSideShare >= Double(pixelSize)
        } ?? qualities.last ?? 0
    }

    /// The request for `coverage`'s thumbnail in a square cell of `pixelSize`; nil when the item's fields
    /// make no URL.
    public static func request(for coverage: MediaCoverage, api: MediaCoverageAPI, pixelSize: Int) -> ImageRequest? {
        let quality = quality(for: coverage.thumbnail, pixelSize: pixelSize)
        guard let url = api.imageURL(for: coverage.thumbnail, quality: quality) else { return nil }
        return ImageRequest(url: url, processing: [.aspectFill(width: pixelSize, height: pixelSize)])
    }

    /// The request for the large image of the detail view: the best quality, whole.
    public static func largeRequest(for coverage: MediaCoverage, api: MediaCoverageAPI) -> ImageRequest? {
        let quality = coverage.thumbnail.qualities.max() ?? 0
        return api.imageURL(for: coverage.thumbnail, quality: quality).map { ImageRequest(url: $0, priority: .visible) }
    }
}
