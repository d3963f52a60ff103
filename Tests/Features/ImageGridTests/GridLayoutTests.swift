import FeatureSupport
import Foundation
import ImageGridFeature
import Testing
import TomoCore
import TomoPipeline

struct GridLayoutTests {
    @Test(arguments: [(100, 2), (320, 2), (480, 3), (1_000, 6), (1_919, 11), (4_000, 12)])
    func columnsFollowTheWidth(width: Int, columns: Int) {
        let layout = GridLayout(width: width)
        #expect(layout.columns == columns)
        #expect(layout.cellSize == width / columns)
    }

    @Test func rowsMapToTheirItemsClampedToTheList() {
        let layout = GridLayout(width: 640)
        #expect(layout.items(onRows: 2..<4, count: 100) == 8..<16)
        #expect(layout.items(onRows: 24..<27, count: 100) == 96..<100)
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
