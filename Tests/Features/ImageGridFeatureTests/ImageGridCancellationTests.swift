import Foundation
import ImageGridFeature
import Testing
import TomoCore
import TomoPipeline
import TomoServer
import TomoTestSupport

/// A flick past rows cancels their loads: queued ones are never sent, transfers under way are dropped.
@MainActor
// Time limits catch hangs (DEVELOPERS.md): the work takes seconds, minutes under the thread sanitizer.
@Suite(.timeLimit(.minutes(10))) struct ImageGridCancellationTests {
    /// The server's gate holds every image response until the final window is reached, so no request may
    /// time out before that: the requests' timeout is the test's own limit. (With the usual 20 s, under the
    /// thread sanitizer and the whole suite's load, the held transfers timed out and were replaced by
    /// others before the test looked, and it waited in vain for exactly six.)
    @Test
    func aFlickFromRowZeroToRowSixtyCancelsThePassedRows() async throws {
        let traffic = TrafficRecorder(), gate = ResponseGate()
        try await withTestServer(configure: {
            $0.trafficRecorder = traffic
            $0.responseGate = gate
            $0.mediaCoverageDefects = .none
        }) { base in
            let model = GridFixture.model(base: base, pageSize: 600, timeout: .seconds(600))
            let pipeline = model.source.pipeline
            await model.start()
            let columns = GridFixture.columns, pixels = GridFixture.cellPixels
            model.show(visible: 0..<20, columns: columns, cellPixelSize: pixels)
            await pipeline.waitForStats { $0.memoryMisses >= 28 }
            // Six transfers for the first rows are under way (held at the server's gate), the rest queued.
            try await traffic.wait { $0.requests.count(where: GridFixture.isImageRequest) >= 6 }
            #expect(traffic.snapshot.requests.count(where: GridFixture.isImageRequest) == 6)
            for row in stride(from: 3, through: 60, by: 3) {
                model.show(visible: row * columns ..< (row + 5) * columns, columns: columns, cellPixelSize: pixels)
            }
            // The final window comes to hold every slot (slots free only by cancelling while the gate is
            // closed): six of its items reach the server. Which six depends on the order slots free in.
            let api = MediaCoverageAPI(baseURL: base)
            let paths = { (range: Range<Int>) in
                Set(model.items[range].compactMap { api.imageURL(for: $0.coverage.thumbnail).map(GridFixture.path) })
            }
            let finalWindow = paths(240..<268)
            do {
                try await traffic.wait { finalWindow.intersection($0.requests.map(\.path)).count >= 6 }
            } catch {
                let requested = Set(traffic.snapshot.requests.map(\.path))
                let items = model.items.filter { item in api.imageURL(for: item.coverage.thumbnail).map { requested.contains(GridFixture.path($0)) } ?? false }
                Issue.record("\(error); items requested: \(items.map(\.index)); pipeline: \(await pipeline.stats)")
                return
            }
            gate.open()
            await model.showAndSettle(rows: 60..<65)
            await model.waitUntil { model in model.items[260..<268].allSatisfy { $0.state.isSettled } }
            let requested = Set(traffic.snapshot.requests.map(\.path))
            let passedRequested = paths(0..<240).intersection(requested)
            // The six under way at the flick, and any that windows of the flick started as they passed (a
            // slot freed by cancelling goes to what is visible at that moment; how many of the flick's windows
            // the prefetcher applies before the newest supersedes them depends on the machine's load): every
            // one of them dropped unfinished, below.
            #expect(paths(0..<6).isSubset(of: passedRequested))
            #expect(paths(240..<268).isSubset(of: requested))
            #expect(model.items[240..<260].allSatisfy { $0.state.image != nil })
            #expect(model.items[0..<240].allSatisfy { $0.state.image == nil })

            let stats = await pipeline.stats
            // Every passed item that reached the server was dropped unfinished (a transfer cancelled while it
            // connects is counted too, without reaching the server).
            #expect(stats.cancelledTransfers >= passedRequested.count, "every passed item's transfer was dropped unfinished")
            #expect(stats.cancelledBeforeSending >= 10, "the queued loads were cancelled unsent")
            #expect(stats.transfers == 28, "every finished transfer is the final window's: 20 visible, 8 ahead")
        }
    }

    @Test func aDiskHitRefillsMemoryAndTheServerSeesNothing() async throws {
        let traffic = TrafficRecorder()
        try await withScratchFolder { folder in
            try await withTestServer(configure: {
                $0.trafficRecorder = traffic
                $0.mediaCoverageDefects = .none
            }) { base in
                // No rows ahead: only the visible items load, so the counts are exact.
                let model = GridFixture.model(base: base, diskCache: try DiskCache(directory: folder), lookaheadRows: 0)
                let pipeline = model.source.pipeline
                await model.start()
                await model.showAndSettle(rows: 0..<2)
                await pipeline.flushDiskCache()
                let imageRequests = { traffic.snapshot.requests.count(where: GridFixture.isImageRequest) }
                let fromNetwork = imageRequests()
                #expect(fromNetwork == 8)

                pipeline.removeAllCachedImages()
                let beforeDisk = await pipeline.stats
                await model.reload()
                await model.showAndSettle(rows: 0..<2)
                let afterDisk = await pipeline.stats
                #expect(afterDisk.diskHits - beforeDisk.diskHits == 8, "read from disk")
                #expect(imageRequests() == fromNetwork, "the server saw no image request")

                await model.reload()
                await model.showAndSettle(rows: 0..<2)
                let afterMemory = await pipeline.stats
                #expect(afterMemory.memoryHits - afterDisk.memoryHits >= 8, "the disk hits refilled memory")
                #expect(afterMemory.diskHits == afterDisk.diskHits)
                #expect(imageRequests() == fromNetwork)
            }
        }
    }

    @Test func clearingTheCachesMakesTheNextLoadGoToTheNetwork() async throws {
        try await withScratchFolder { folder in
            try await withTestServer(configure: { $0.mediaCoverageDefects = .none }) { base in
                let model = GridFixture.model(base: base, diskCache: try DiskCache(directory: folder), lookaheadRows: 0)
                await model.start()
                await model.showAndSettle(rows: 0..<1)
                let before = await model.source.pipeline.stats
                await model.clearCaches()
                await model.reload()
                await model.showAndSettle(rows: 0..<1)
                let after = await model.source.pipeline.stats
                #expect(after.transfers - before.transfers == 4)
                #expect(after.memoryHits == before.memoryHits && after.diskHits == before.diskHits)
            }
        }
    }
}
