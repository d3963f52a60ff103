import FeatureSupport
import Foundation
import ImageGridFeature
import Testing
import TomoCore
import TomoPipeline

struct GridLayoutTests {
    @Test(arguments: [(100, 2), (320, 2), (480, 3), (1_000, 6), (1_919, 11), (4_000, 12)])
    func columnsFollowTheWidth(width: Int, columns: Int) {
        let shape = ImageGridEnvironment.cellShape
        let layout = ThumbnailListLayout(width: width, shape: shape)
        #expect(layout.columns == columns)
        #expect(layout.cellWidth == width / columns)
        #expect(shape.thumbnailHeight(forWidth: layout.cellWidth) == layout.cellWidth, "square cells")
    }

    @Test(arguments: [(120, 0), (168, 0), (169, 1), (300, 1), (337, 1), (338, 2), (5_000, 2)])
    func theQualityIsTheSmallestWhoseShortSideCoversTheCell(pixels: Int, quality: Int) {
        // 16:9 → quality 0 is 300 × 169, quality 1 is 600 × 338, quality 2 is 1,200 × 675.
        let thumbnail = MediaCoverageThumbnail(
            id: "1", version: 1, domain: "http://x", basePath: "images", key: "k.jpg", qualities: [2, 0, 1], aspectRatio: 300 / 168.5)
        #expect(GridThumbnail.quality(for: thumbnail, pixelSize: pixels) == quality)
    }

    @Test func failuresReadAsTheTileShowsThem() {
        let url = URL(string: "http://x/i.jpg")!
        #expect(ImageLoadFailure(HTTPError.status(url: url, code: 404, bodyExcerpt: "", retryAfter: nil)).reason == "not found")
        #expect(ImageLoadFailure(HTTPError.invalidData(url: url, reason: "HTML")).reason == "not an image")
        #expect(ImageLoadFailure(HTTPError.status(url: url, code: 503, bodyExcerpt: "", retryAfter: nil)).reason == "server error 503")
        #expect(ImageLoadFailure(HTTPError.transport(url: url, reason: "refused")).reason == "network error")
    }
}
