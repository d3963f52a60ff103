import Foundation
import Logging
import ScanViewerFeature
import TomoPipeline

/// Builds the view model's environment for a connection.
enum ViewerEnvironment {
    /// The name of the slice cache in the user's cache folder (the `tomo` command line's too).
    static let cacheName = "slices"

    /// The live environment on `connection`, with a disk cache where URLs are stable (an `--api`, or a
    /// `--cache-dir` the user chose). A cache that cannot be opened is reported in `warnings`, not fatal.
    static func make(for connection: APIConnection, settings: ViewerSettings) -> (ScanViewerEnvironment, warnings: [String]) {
        var logger = Logger(label: "tomo.viewer")
        logger.logLevel = .warning
        var warnings: [String] = []
        var diskCache: DiskCache?
        if let directory = settings.cacheDirectory ?? (connection.server == nil ? DiskCache.defaultDirectory(name: cacheName) : nil) {
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
