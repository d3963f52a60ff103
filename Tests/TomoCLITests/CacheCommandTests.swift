import Foundation
import Testing
@testable import TomoCLI
import TomoPipeline
import TomoTestSupport

/// `tomo cache stats|clear` on a cache `tomo fetch` filled.
@Suite("tomo cache")
struct CacheCommandTests {
    @Test("stats counts the fetched slices and their size; clear removes them all")
    func statsAndClear() async throws {
        try await withTestServer { base in
            try await withScratchFolder { folder in
                let cache = folder.appending(path: "cache")
                #expect(await TomoCommand.execute(["fetch", "--api", base.absoluteString, "--cache-dir", cache.path]) == 0)
                let size = try DiskCache(directory: cache).totalSize
                #expect(size > 0)

                let stats = try await Tool.run(["cache", "stats", "--cache-dir", cache.path])
                #expect(stats.status == 0, "\(stats.errors)")
                #expect(stats.text.contains("entries  12"), "\(stats.text)")
                #expect(stats.text.contains(cache.path))

                let clear = try await Tool.run(["cache", "clear", "--cache-dir", cache.path])
                #expect(clear.status == 0, "\(clear.errors)")
                #expect(clear.text.hasPrefix("removed 12 entries"), "\(clear.text)")
                #expect(try DiskCache(directory: cache).count == 0)

                let after = try await Tool.run(["cache", "--cache-dir", cache.path])
                #expect(after.text.contains("entries  0"), "stats is the default subcommand: \(after.text)")
            }
        }
    }

    @Test("stats of a cache folder that does not exist says so and creates nothing")
    func statsOfMissingFolder() async throws {
        try await withScratchFolder { folder in
            let cache = folder.appending(path: "never-made")
            let stats = try await Tool.run(["cache", "stats", "--cache-dir", cache.path])
            #expect(stats.status == 0)
            #expect(stats.text.contains("not created yet") && stats.text.contains("entries  0"))
            #expect(!FileManager.default.fileExists(atPath: cache.path))
        }
    }
}
