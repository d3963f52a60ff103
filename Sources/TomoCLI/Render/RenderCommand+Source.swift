import ArgumentParser
import TomoCore
import TomoImaging
import TomoSeries
import TomoTerminal

extension RenderCommand {
    /// Renders from a series source (`--dicom`): the slice or montage of series `--series` (or the
    /// first), windowed with `--window` (a preset of the series, `default` among them, or WIDTH,LEVEL).
    func render(from source: any SeriesSource, describing place: String) async throws {
        let opened: any OpenedSeries
        do {
            opened = try await source.openSeries(id: series)
        } catch let error as SeriesSourceError {
            if case .unknownSeries = error { throw CommandFailure(.notFound, error.description) }
            throw CommandFailure(.badData, error.description)
        }
        let window = try window?.window(in: opened.windowPresets, seriesID: opened.entry.id) ?? opened.defaultWindow
        let summary = "window \(self.window?.description ?? "default") \(window.width.shortText)/\(window.level.shortText)"
        let count = opened.sliceCount
        if montage {
            let step = every ?? max(1, (count + Self.defaultMaximumTiles - 1) / Self.defaultMaximumTiles)
            let indices = Array(stride(from: 0, to: count, by: step))
            var tiles: [MontageTile] = []
            var failures: [(index: Int, error: any Error)] = []
            for index in indices {
                do {
                    tiles.append(MontageTile(image: try await opened.slice(at: index).image(window: window), number: labels ? index : nil))
                } catch {
                    failures.append((index, error))
                    tiles.append(MontageTile(image: nil, number: labels ? index : nil))
                }
            }
            if failures.count == indices.count, let first = failures.first { throw CommandFailure(.badData, "\(first.error)") }
            let image = try Montage(columns: columns, maximumTileSide: tileSize).render(tiles)
            try PNGFile.write(image, to: output)
            print("wrote \(output): \(indices.count) of \(count) slices (every \(step)), \(image.width) × \(image.height), \(summary)")
            for failure in failures { StandardError.writeLine("Error: slice \(failure.index): \(failure.error)") }
            if !failures.isEmpty { throw ExitCode(CommandExitStatus.someSlicesFailed.rawValue) }
        } else {
            guard let index = Int(slice ?? ""), (0..<count).contains(index) else {
                throw CommandFailure(
                    .notFound, "series \(opened.entry.id) has no slice \(slice ?? "") (it has \(count) slices: 0…\(count - 1))")
            }
            let loaded: SeriesSlice
            do {
                loaded = try await opened.slice(at: index)
            } catch {
                throw CommandFailure(.badData, "slice \(index) of \(place): \(error)")
            }
            let image = try loaded.image(window: window)
            try PNGFile.write(image, to: output)
            let where_ = loaded.position.map { ", at \(($0.dot(opened.geometry.orientation.normal) * 100).rounded() / 100) mm" } ?? ""
            print("wrote \(output): slice \(index) of \(count)\(where_), \(image.width) × \(image.height), \(summary)")
        }
    }
}
