import Foundation
import TomoCore
import TomoImageCodecs
import TomoImaging
import TomoPipeline
import TomoTerminal

/// Loads every slice of a series into a pipeline's caches and describes each, in series order.
struct SeriesFetch {
    let series: Series
    /// Each slice's URL, in series order.
    let urls: [URL]
    let pipeline: ImagePipeline

    /// Preloads the slices (a failed slice never stops the rest), then reads each one's original
    /// bytes back from the disk cache to hash them and read their size. Returns once every slice is
    /// written to the disk cache.
    func run(progress: ProgressReporter) async -> FetchReport {
        let preloader = SeriesPreloader(pipeline: pipeline, requests: urls.map { ImageRequest(url: $0) })
        let states = await preloader.run(reportingTo: progress)
        var slices: [SliceReport] = []
        for (index, name) in series.slices.enumerated() {
            if let error = states[index].error {
                slices.append(SliceReport(name: name, error: CommandFailure(classifying: error).message))
                continue
            }
            do {
                let bytes = try await pipeline.data(for: urls[index])
                let info = try ImageInfo(reading: bytes)
                slices.append(SliceReport(
                    name: name, sha256: SHA256.hexDigest(of: bytes), width: info.width, height: info.height))
            } catch {
                slices.append(SliceReport(name: name, error: CommandFailure(classifying: error).message))
            }
        }
        await pipeline.flushDiskCache()
        return FetchReport(series: series.id, slices: slices)
    }
}
