import Foundation
import Logging
import ScanViewerFeature
import TomoCLI
import TomoPipeline

/// Builds the view model's environment for a connection.
enum ViewerEnvironment {
    /// The live environment on `connection`, with a disk cache where URLs are stable (an `--api`, or a
    /// `--cache-dir` the user chose). A cache that cannot be opened is reported in `warnings`, not fatal.
    /// Opening the cache reads its folder and journal, so it runs off the main actor.
    @concurrent
    static func make(for connection: APIConnection, settings: ViewerSettings) async -> (ScanViewerEnvironment, warnings: [String]) {
        var logger = Logger(label: "tomo.viewer")
        logger.logLevel = .warning
        var warnings: [String] = []
        var diskCache: DiskCache?
        if let directory = settings.cacheDirectory ?? (connection.server == nil ? DiskCache.defaultDirectory(name: CacheOptions.defaultCacheName) : nil) {
            do {
                diskCache = try DiskCache(directory: directory)
            } catch {
                warnings.append("no disk cache: \(error)")
            }
        }
        let pipeline = ImagePipeline(configuration: .init(diskCache: diskCache, logger: logger))
        return (.live(baseURL: connection.baseURL, pipeline: pipeline), warnings)
    }
}
