import Foundation
import Testing
import TomoCore
import TomoImaging
import TomoTestSupport
@testable import TomoPipeline

/// A disk hit quick to decode is served on the caller's task, without a job (`PipelineCore.quickDiskHit`);
/// anything else is left, untouched, to the long way, and callers asking for an image being read wait for
/// that read (`QuickDiskReads`).
struct QuickDiskHitTests {
    /// A core over a disk cache in `folder` holding `entries`, with the memory cache and counters it fills.
    private struct Core {
        let core: PipelineCore
        let memory = LRUCache<ImageRequest.Key, ImageResponse>(limits: .init(totalCost: 1 << 26))
        let stats = StatsRecorder()

        init(folder: URL, entries: [URL: Data]) throws {
            let disk = try DiskCache(directory: folder)
            for (url, data) in entries { disk.store(data, forKey: url.absoluteString) }
            let configuration = ImagePipeline.Configuration(diskCache: disk)
            core = PipelineCore(configuration: configuration, diskCache: WriteBehindCache(disk), memoryCache: memory, stats: stats)
        }

        /// Whether the memory cache has the image of `url`.
        func keeps(_ url: URL) -> Bool {
            memory.value(forKey: ImageRequest(url: url).key) != nil
        }
    }

    @Test func aSmallPNGOnDiskIsDecodedOnTheCallersTaskAndKept() async throws {
        try await withScratchFolder { folder in
            let url = TestImages.url("slice"), bytes = try TestImages.png(width: 64, height: 48)
            let core = try Core(folder: folder, entries: [url: bytes])
            let response = try #require(try await core.core.quickDiskHit(for: ImageRequest(url: url)))
            #expect(response.source == .disk && response.byteCount == bytes.count)
            #expect(response.image == (try Bitmap(decoding: bytes)))
            #expect(core.memory.value(forKey: ImageRequest(url: url).key)?.image == response.image)
            let stats = core.stats.snapshot
            #expect((stats.memoryMisses, stats.diskHits, stats.decodes, stats.diskBytesRead) == (1, 1, 1, bytes.count))
        }
    }

    @Test func aRequestThatAsksNotToBeKeptIsNot() async throws {
        try await withScratchFolder { folder in
            let url = TestImages.url("copied into a volume")
            let core = try Core(folder: folder, entries: [url: try TestImages.png()])
            #expect(try await core.core.quickDiskHit(for: ImageRequest(url: url, cachesInMemory: false)) != nil)
            #expect(!core.keeps(url))
        }
    }

    @Test func missesLargeImagesAndUndecodableBytesAreLeftToTheLongWayUncounted() async throws {
        try await withScratchFolder { folder in
            let (missing, large, broken) = (TestImages.url("missing"), TestImages.url("large"), TestImages.url("broken"))
            var brokenBytes = try TestImages.png(width: 64, height: 64)
            brokenBytes.replaceSubrange(40..<brokenBytes.count - 12, with: Data(repeating: 0x55, count: brokenBytes.count - 52))
            let core = try Core(folder: folder, entries: [large: try TestImages.png(width: 1025, height: 1024), broken: brokenBytes])
            for url in [missing, large, broken] {
                #expect(try await core.core.quickDiskHit(for: ImageRequest(url: url))?.source == nil, "\(url)")
                #expect(!core.keeps(url), "\(url)")
            }
            let stats = core.stats.snapshot
            #expect((stats.memoryMisses, stats.diskHits, stats.diskMisses, stats.decodes, stats.decodeFailures) == (0, 0, 0, 0, 0))
        }
    }

    @Test func aCancelledCallerReadsNothing() async throws {
        try await withScratchFolder { folder in
            let url = TestImages.url("unwanted")
            let core = try Core(folder: folder, entries: [url: try TestImages.png()])
            let task = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await core.core.quickDiskHit(for: ImageRequest(url: url))
            }
            await #expect(throws: CancellationError.self) { try await task.value }
            #expect(core.stats.snapshot.diskHits == 0)
        }
    }

    @Test func callersOfAKeyBeingReadJoinTheReadAndGetItsOutcome() async throws {
        let reads = QuickDiskReads(), key = ImageRequest(url: TestImages.url("shared")).key
        guard case .read = reads.claim(key) else { Issue.record("the first caller reads"); return }
        guard case .join(let first) = reads.claim(key), case .join(let second) = reads.claim(key) else {
            Issue.record("later callers join")
            return
        }
        let other = ImageRequest(url: TestImages.url("other")).key
        guard case .read = reads.claim(other) else { Issue.record("another key is read apart"); return }
        let image = try Bitmap(width: 2, height: 1, format: .gray8, pixels: [1, 2])
        reads.finish(key, with: ImageResponse(image: image, byteCount: 9, source: .disk))
        #expect(try await first.value?.image == image)
        #expect(try await second.value?.byteCount == 9)
        guard case .read = reads.claim(key) else { Issue.record("a finished read is read again"); return }
        guard case .join(let late) = reads.claim(key) else { Issue.record("joins the new read"); return }
        reads.finish(key, with: nil)
        #expect(try await late.value?.source == nil, "a read without an image sends its joiners the long way")
    }

    @Test func aJoinerThatIsCancelledStopsWaitingAtOnce() async throws {
        let reads = QuickDiskReads(), key = ImageRequest(url: TestImages.url("slow")).key
        guard case .read = reads.claim(key), case .join(let waiter) = reads.claim(key) else {
            Issue.record("a reader and a joiner")
            return
        }
        let joiner = Task { try await waiter.value(withdrawingOnCancel: {}) }
        joiner.cancel()
        await #expect(throws: CancellationError.self) { try await joiner.value }
        reads.finish(key, with: nil)
    }
}
