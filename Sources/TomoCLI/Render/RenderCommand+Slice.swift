import TomoCore
import TomoPipeline

extension RenderCommand {
    /// Writes the slice `--slice` names.
    func renderSlice(of series: Series, display: SliceDisplay, api: SeriesAPI, pipeline: ImagePipeline) async throws {
        let index = try SliceSelector.index(of: slice ?? "", in: series)
        let name = series.slices[index]
        let image = try await pipeline.image(
            for: display.request(api: api, seriesID: series.id, name: name, priority: .visible))
        try PNGFile.write(image, to: output)
        print("wrote \(output): slice \(index) of \(series.slices.count) (\(name)), \(image.width) × \(image.height), \(display.summary)")
    }
}
