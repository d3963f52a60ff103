import Foundation
import ImageGridFeature
import Testing
import TomoServer
import TomoTestSupport

@MainActor
// Time limits catch hangs (DEVELOPERS.md): the work takes seconds, minutes under the thread sanitizer.
@Suite(.timeLimit(.minutes(10))) struct ImageGridDetailTests {
    @Test func theDetailViewShowsTheLargestQualityAndCloses() async throws {
        try await withTestServer(configure: { $0.mediaCoverageDefects = .none }) { base in
            let model = GridFixture.model(base: base)
            await model.start()
            model.openDetail(at: 3)
            #expect(model.detail?.index == 3 && model.detail?.title == model.items[3].title)
            await model.waitUntil { $0.detail?.largeImage != nil }
            let image = try #require(model.detail?.largeImage)
            #expect(max(image.width, image.height) == 1_200)
            model.closeDetail()
            #expect(model.detail == nil)
        }
    }
}
