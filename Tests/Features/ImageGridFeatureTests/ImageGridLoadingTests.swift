import Foundation
import ImageGridFeature
import Testing
import TomoCore
import TomoImageCodecs
import TomoImaging
import TomoPipeline
import TomoServer
import TomoTestSupport
import TomoURLSession

/// Every item reachable, each cell showing its own image or why it has none, against the real server
/// with its default defects (3 % missing, 2 % broken).
@MainActor
// Time limits catch hangs (DEVELOPERS.md): the work takes seconds, minutes under the thread sanitizer.
@Suite(.timeLimit(.minutes(10))) struct ImageGridLoadingTests {
    @Test func everyItemIsReachableAndTheDefectiveOnesFailWithTheirReason() async throws {
        try await withTestServer { base in
            let model = GridFixture.model(base: base)
            await model.start()
            // Scroll through in screenfuls, noting what each cell showed (cells far behind let theirs go).
            // Tiny cells: libjpeg decodes at 1/8 and the resize is trivial, so the 600 decodes stay cheap
            // (under the thread sanitizer too); the pixels are another test's concern.
            var failures: [Int: String] = [:], images = 0
            var row = 0
            let columns = 6, cellPixels = 24
            while !model.reachedEnd || row * columns < model.items.count {
                try Task.checkCancellation()  // the time limit ends the loop, not only its waits
                await model.showAndSettle(rows: row ..< row + 8, columns: columns, cellPixels: cellPixels)
                for item in model.items[min(row * columns, model.items.count) ..< min((row + 8) * columns, model.items.count)] {
                    switch item.state {
                    case .image(let image):
                        images += 1
                        #expect(image.width == cellPixels && image.height == cellPixels)
                    case .failed(let failure): failures[item.index] = failure.reason
                    case .placeholder, .loading: Issue.record("item \(item.index) did not settle")
                    }
                }
                row += 8
            }
            #expect(model.items.count == 600 && model.reachedEnd)
            #expect(model.banner == nil)
            #expect(model.items.map(\.index) == Array(0..<600))
            #expect(images + failures.count == 600)

            // Each failure is what the server answers for that image, fetched independently of the model.
            let api = MediaCoverageAPI(baseURL: base)
            let transport = URLSessionTransport()
            for (index, reason) in failures.sorted(by: { $0.key < $1.key }) {
                let url = try #require(api.imageURL(for: model.items[index].coverage.thumbnail))
                let response = try await transport.send(HTTPRequest(url: url))
                let expected = response.statusCode == 404 ? "not found" : ImageFormat.sniff(response.body) == nil ? "not an image" : "none"
                #expect(reason == expected, "item \(index)")
            }
            // About 3 % and 2 % of 600.
            let missing = failures.values.count { $0 == "not found" }, broken = failures.values.count { $0 == "not an image" }
            #expect((8...30).contains(missing) && (4...22).contains(broken), "\(missing) missing, \(broken) broken")
        }
    }

    @Test func eachCellShowsItsOwnItemsImageCentreCropped() async throws {
        try await withTestServer(configure: { $0.mediaCoverageDefects = .none }) { base in
            let model = GridFixture.model(base: base)
            await model.start()
            await model.showAndSettle(rows: 0..<3)
            let api = MediaCoverageAPI(baseURL: base)
            for item in model.items.prefix(12) {
                let url = try #require(api.imageURL(for: item.coverage.thumbnail))
                let data = try await HTTPClient(transport: URLSessionTransport()).response(for: HTTPRequest(url: url)).body
                let expected = try Bitmap(decoding: data).aspectFilled(width: GridFixture.cellPixels, height: GridFixture.cellPixels)
                let shown = try #require(item.state.image)
                #expect(Self.meanDifference(shown, expected) < 4, "item \(item.index)")
            }
        }
    }

    @Test func activatingAFailedItemAsksForItAgainAndKeepsItsReasonWhileALoadedOneOpens() async throws {
        let traffic = TrafficRecorder()
        try await withTestServer(configure: { $0.trafficRecorder = traffic }) { base in
            let model = GridFixture.model(base: base, pageSize: 100)
            await model.start()
            // The first rows that hold a missing item.
            var row = 0
            while !model.items.prefix(row * GridFixture.columns).contains(where: { $0.state.failure != nil }) {
                try Task.checkCancellation()
                await model.showAndSettle(rows: row ..< row + 5)
                row += 5
            }
            let failed = try #require(model.items.first { $0.state.failure != nil })
            let reason = try #require(failed.state.failure?.reason)
            let path = GridFixture.path(try #require(MediaCoverageAPI(baseURL: base).imageURL(for: failed.coverage.thumbnail)))
            let before = traffic.requestCount(path: path)
            #expect(before >= 1)

            model.activateItem(at: failed.index)
            #expect(failed.state.failure == nil, "activating a failed cell retries it: it shows as loading")
            #expect(model.detail == nil, "and does not open it")
            await model.waitUntil { _ in failed.state.isSettled }
            #expect(failed.state.failure?.reason == reason, "the server's defects are fixed per item")
            #expect(traffic.requestCount(path: path) > before, "retry asked the server again")

            let loaded = try #require(model.items.first { $0.state.image != nil })
            model.activateItem(at: loaded.index)
            #expect(model.detail?.index == loaded.index, "activating a loaded cell opens it")
        }
    }

    @Test func aCellResizedWhileLoadingEndsWithTheNewSizeNeverAStaleOne() async throws {
        try await withTestServer(
            faults: FaultConfiguration(latency: .milliseconds(20) ... .milliseconds(60)),
            configure: { $0.mediaCoverageDefects = .none }
        ) { base in
            let model = GridFixture.model(base: base)
            await model.start()
            model.show(visible: 0..<16, columns: 4, cellPixelSize: 100)
            await model.showAndSettle(rows: 0..<4, cellPixels: 150)
            for item in model.items.prefix(16) {
                let image = try #require(item.state.image)
                #expect(image.width == 150 && image.height == 150, "item \(item.index)")
            }
        }
    }

    @Test func scrollingUpLoadsTheRowsAboveNotThoseBelow() async throws {
        try await withTestServer(configure: { $0.mediaCoverageDefects = .none }) { base in
            let model = GridFixture.model(base: base, pageSize: 200)
            await model.start()
            await model.showAndSettle(rows: 20..<25)
            model.show(visible: 60..<80, columns: 4, cellPixelSize: GridFixture.cellPixels)
            let ahead = model.items[52..<60], behind = model.items[80..<88]
            #expect(ahead.allSatisfy { if case .placeholder = $0.state { false } else { true } })
            #expect(behind.allSatisfy { if case .loading = $0.state { false } else { true } })
        }
    }

    /// The mean absolute difference of two same-sized bitmaps' samples.
    static func meanDifference(_ a: Bitmap, _ b: Bitmap) -> Double {
        guard a.width == b.width, a.height == b.height, a.pixels.count == b.pixels.count else { return .infinity }
        let sum = zip(a.pixels, b.pixels).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
        return Double(sum) / Double(a.pixels.count)
    }
}
