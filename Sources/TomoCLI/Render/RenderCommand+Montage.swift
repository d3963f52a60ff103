import ArgumentParser
import TomoCore
import TomoImaging
import TomoPipeline
import TomoTerminal

extension RenderCommand {
    /// The most tiles a montage has unless `--every` says otherwise.
    static let defaultMaximumTiles = 36

    /// Writes the montage of every `--every`-th slice; slices that fail are gray cells, reported on
    /// standard error, and make the exit status 1. Fails as the first slice did when every slice fails.
    func renderMontage(of series: Series, display: SliceDisplay, api: SeriesAPI, pipeline: ImagePipeline) async throws {
        let count = series.slices.count
        guard count > 0 else { throw CommandFailure(.notFound, "series \(series.id) has no slices") }
        let step = every ?? max(1, (count + Self.defaultMaximumTiles - 1) / Self.defaultMaximumTiles)
        let indices = Array(stride(from: 0, to: count, by: step))
        let requests = indices.map { display.request(api: api, seriesID: series.id, name: series.slices[$0]) }
        let states = await SeriesPreloader(pipeline: pipeline, requests: requests)
            .run(reportingTo: ProgressReporter(title: "montage"))
        var tiles: [MontageTile] = []
        var failures: [(index: Int, error: any Error)] = []
        for (position, index) in indices.enumerated() {
            do {
                if let error = states[position].error { throw error }
                tiles.append(MontageTile(image: try await pipeline.image(for: requests[position]), number: labels ? index : nil))
            } catch {
                failures.append((index, error))
                tiles.append(MontageTile(image: nil, number: labels ? index : nil))
            }
        }
        if failures.count == indices.count, let first = failures.first { throw first.error }
        let image = try Montage(columns: columns, maximumTileSide: tileSize).render(tiles)
        try PNGFile.write(image, to: output)
        print("wrote \(output): \(indices.count) of \(count) slices (every \(step)), \(image.width) × \(image.height), \(display.summary)")
        for failure in failures {
            let message = CommandFailure(classifying: failure.error).message
            StandardError.writeLine("Error: slice \(failure.index) (\(series.slices[failure.index])): \(message)")
        }
        if !failures.isEmpty { throw ExitCode(CommandExitStatus.someSlicesFailed.rawValue) }
    }
}
