import Foundation
import Testing
import TomoPipeline

@Suite("Disk cache: default folder")
struct DiskCacheDefaultDirectoryTests {
    #if canImport(Darwin)
    @Test("On Apple platforms: tomo/<name> in the Caches folder")
    func caches() throws {
        let caches = try #require(FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first)
        #expect(DiskCache.defaultDirectory(name: "images").path == caches.appending(path: "tomo/images").path)
    }
    #else
    @Test("XDG_CACHE_HOME when it is an absolute path")
    func xdgCacheHome() {
        let directory = DiskCache.defaultDirectory(
            name: "images", environment: ["XDG_CACHE_HOME": "/var/cache/someone", "HOME": "/home/someone"])
        #expect(directory.path == "/var/cache/someone/tomo/images")
    }

    @Test("~/.cache when XDG_CACHE_HOME is unset, empty or relative")
    func homeCache() {
        for xdg in [nil, "", "relative/cache"] {
            var environment = ["HOME": "/home/someone"]
            environment["XDG_CACHE_HOME"] = xdg
            let directory = DiskCache.defaultDirectory(name: "images", environment: environment)
            #expect(directory.path == "/home/someone/.cache/tomo/images")
        }
    }
    #endif
}
