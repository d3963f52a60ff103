import Foundation
import Testing
import TomoCore
import TomoImaging
import TomoPipeline
import TomoServer
import TomoTestSupport

/// The pipeline against the real reference server over HTTP on 127.0.0.1.
@Suite struct PipelineServerTests {
    @Test func preloadsEverySliceInSeriesOrderWithUUIDNames() async throws {
        try await withTestServer { base in
            let fixture = try await SeriesFixture(base: base)
            #expect(fixture.series.slices != fixture.series.slices.sorted(), "names must not sort into series order")
            let pipeline = ImagePipeline.real()
            let preloader = SeriesPreloader(pipeline: pipeline, requests: fixture.requests)
            let reports = Locked<[PreloadProgress]>([])
            await preloader.run(from: 5) { progress in reports.withLock { $0.append(progress) } }

            let progress = preloader.progress
            #expect(progress.completed == fixture.urls.count)
            #expect(progress.failed == 0 && progress.isFinished)
            let expectedBytes = try await fixture.independentlyFetchedBytes()
            #expect(progress.bytes == expectedBytes.reduce(0) { $0 + $1.count })
            #expect(reports.withLock { $0.map(\.completed) } == Array(1...fixture.urls.count))
            for (index, request) in fixture.requests.enumerated() {
                let cached = try #require(pipeline.cachedImage(for: request), "slice \(index) not cached")
                #expect(cached == (try Bitmap(decoding: expectedBytes[index])), "slice \(index)")
            }
        }
    }

    @Test func memoryThenDiskThenNetworkWithDiskHitsRefillingMemory() async throws {
        let traffic = TrafficRecorder()
        try await withTestServer(configure: { $0.trafficRecorder = traffic }) { base in
            try await withScratchFolder { folder in
                let fixture = try await SeriesFixture(base: base)
                let request = fixture.requests[3]
                let first = ImagePipeline.real(diskCache: try DiskCache(directory: folder))
                #expect(try await first.response(for: request).source == .network)
                #expect(try await first.response(for: request).source == .memory)
                await first.flushDiskCache()

                let restarted = ImagePipeline.real(diskCache: try DiskCache(directory: folder))
                let fromDisk = try await restarted.response(for: request)
                #expect(fromDisk.source == .disk)
                #expect(restarted.cachedImage(for: request) == fromDisk.image, "a disk hit refills memory")
                let stats = await restarted.stats
                #expect((stats.diskHits, stats.transfers) == (1, 0))
                #expect(traffic.requestCount(path: request.url.path(percentEncoded: true)) == 1)
            }
        }
    }

    @Test func aCorruptDiskEntryIsDiscardedAndFetchedAgain() async throws {
        let traffic = TrafficRecorder()
        try await withTestServer(configure: { $0.trafficRecorder = traffic }) { base in
            try await withScratchFolder { folder in
                let fixture = try await SeriesFixture(base: base)
                let request = fixture.requests[2]
                let first = ImagePipeline.real(diskCache: try DiskCache(directory: folder))
                let original = try await first.image(for: request)
                await first.flushDiskCache()
                let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "journal" }
                let entry = folder.appending(path: try #require(entries.first, "one entry file"))
                var bytes = try Data(contentsOf: entry)
                bytes[bytes.count / 2] ^= 0x5A
                try bytes.write(to: entry)

                let restarted = ImagePipeline.real(diskCache: try DiskCache(directory: folder))
                let response = try await restarted.response(for: request)
                #expect(response.source == .network)
                #expect(response.image == original)
                #expect(traffic.requestCount(path: request.url.path(percentEncoded: true)) == 2)
            }
        }
    }

    @Test func concurrentRequestsReachTheServerOnce() async throws {
        let traffic = TrafficRecorder()
        try await withTestServer(configure: { $0.trafficRecorder = traffic }) { base in
            let fixture = try await SeriesFixture(base: base)
            let url = fixture.urls[0]
            let pipeline = ImagePipeline.real()
            let variants: [[ImageProcessing]] = [[], [.aspectFit(width: 16, height: 16)], [.blur(radius: 2)]]
            try await withThrowingTaskGroup(of: Bitmap.self) { group in
                for index in 0..<24 {
                    group.addTask { try await pipeline.image(for: ImageRequest(url: url, processing: variants[index % 3])) }
                }
                for try await _ in group {}
            }
            #expect(traffic.requestCount(path: url.path(percentEncoded: true)) == 1)
            #expect(await pipeline.stats.decodes == 3)
        }
    }

    @Test func cancellingTheOnlyWaiterClosesTheTransfer() async throws {
        let traffic = TrafficRecorder()
        let slow = FaultConfiguration(latency: .seconds(60)...(.seconds(60)))  // ends when the server stops
        try await withTestServer(faults: slow, configure: { $0.trafficRecorder = traffic }) { base in
            let fixture = try await SeriesFixture(base: base)
            let path = fixture.urls[0].path(percentEncoded: true)
            let pipeline = ImagePipeline.real()
            let task = Task { try await pipeline.image(for: fixture.requests[0]) }
            try await traffic.wait { $0.requestCount(path: path) == 1 }
            let (result, elapsed) = await cancelAndWait(task)
            #expect(throws: CancellationError.self) { try result.get() }
            #expect(elapsed < promptCancellation, "the waiter returns at once, not after the server's delay")
            try await traffic.wait { $0.connectionsClosed(afterRequestsTo: path) }
        }
    }

    @Test func preloadThroughFaultsEndsByteIdenticalToACleanRun() async throws {
        let faults = FaultConfiguration(
            seed: 7, errorRate: 0.2, truncationRate: 0.05, latency: .milliseconds(0)...(.milliseconds(15)))
        let clean = try await withTestServer { base in
            try await SeriesFixture(base: base).independentlyFetchedBytes()
        }
        let traffic = TrafficRecorder()
        try await withTestServer(faults: faults, configure: { $0.trafficRecorder = traffic }) { base in
            try await withScratchFolder { folder in
                let fixture = try await SeriesFixture(base: base)
                let disk = try DiskCache(directory: folder)
                let pipeline = ImagePipeline.real(diskCache: disk)
                let preloader = SeriesPreloader(pipeline: pipeline, requests: fixture.requests)
                await preloader.run()
                await pipeline.flushDiskCache()
                #expect(preloader.progress.completed == fixture.urls.count)
                #expect(traffic.snapshot.requests.count > fixture.urls.count + 1, "faults were injected and retried")
                for (index, url) in fixture.urls.enumerated() {
                    #expect(disk.data(forKey: url.absoluteString) == clean[index], "slice \(index)")
                }
            }
        }
    }

    @Test func failedSlicesAreKeptAndRetryable() async throws {
        let traffic = TrafficRecorder()
        try await withTestServer(configure: { $0.trafficRecorder = traffic }) { base in
            let fixture = try await SeriesFixture(base: base)
            var requests = fixture.requests
            let missing = ImageRequest(url: base.appending(path: "series/\(fixture.series.id)/slice/no-such-slice"))
            requests.insert(missing, at: 2)
            let preloader = SeriesPreloader(pipeline: .real(), requests: requests)
            await preloader.run()
            #expect(preloader.progress.failed == 1)
            #expect(preloader.progress.completed == fixture.urls.count)
            let error = try #require(preloader.states[2].error as? HTTPError)
            guard case .status(_, 404, _, _) = error else {
                Issue.record("expected a 404, got \(error)")
                return
            }
            await preloader.retryFailed()
            #expect(preloader.progress.failed == 1, "still missing, still recorded once")
            #expect(preloader.states.filter(\.isLoaded).count == fixture.urls.count)
            #expect(traffic.requestCount(path: missing.url.path(percentEncoded: true)) == 2, "the failed slice was asked again")
            for url in fixture.urls {
                #expect(traffic.requestCount(path: url.path(percentEncoded: true)) == 1, "loaded slices are not fetched again")
            }
        }
    }
}
