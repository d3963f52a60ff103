import ArgumentParser
import TomoCore
import TomoDICOMSeries
import TomoImaging
import TomoPipeline
import TomoSeries
import TomoTerminal

extension RenderCommand {
    /// The most tiles a montage has unless `--every` says otherwise.
    static let defaultMaximumTiles = 36

    /// Renders from `source` (DICOM files, the API): the slice or montage of series `--series` (or the
    /// source's default), windowed with `--window` (a preset of the series or WIDTH,LEVEL).
    func render(from source: any SeriesSource) async throws {
        let opened = try await source.openSeries(id: series)
        var display = try Display(window: window, series: opened)
        if window == nil { display = try await display.fitted(to: opened) }
        if view3D.isOn {
            try await render3D(of: opened, display: display)
        } else if cineOptions.cine {
            try await renderCine(of: opened, display: display)
        } else if montage {
            try await renderMontage(of: opened, display: display)
        } else if plane == .oblique {
            try await renderOblique(of: opened, display: display)
        } else if let plane = plane.volumePlane, plane != .axial || (slabOptions.thickness ?? 0) > 0 || seg != nil || annotations {
            try await renderSection(plane, of: opened, display: display)
        } else {
            try await renderSlice(of: opened, display: display)
        }
    }

    /// Writes the slice `--slice` names (a slice name, else an index from 0).
    private func renderSlice(of opened: any OpenedSeries, display: Display) async throws {
        let text = slice ?? ""
        let count = opened.sliceCount
        guard let named = opened.sliceIndex(named: text) else {
            guard count > 0 else { throw CommandFailure(.notFound, "series \(opened.entry.id) has no slices") }
            throw CommandFailure(
                .notFound,
                "series \(opened.entry.id) has no slice named \"\(text)\", nor an index \(text) (it has \(count) slices: 0…\(count - 1))")
        }
        let index = try frame.map { try Self.slice(ofFrame: $0, of: named, in: opened) } ?? named
        let loaded = try await opened.slice(at: index)
        let graphics = overlays ? opened.overlays(ofSlice: index) : []
        let image = graphics.reduce(try loaded.image(window: display.window)) { $1.drawn(on: $0) }
        try PNGFile.write(image, to: output)
        let name = opened.name(ofSlice: index).map { " (\($0))" } ?? frame.map { " (frame \($0) of its image)" } ?? ""
        let position = opened.geometry.flatMap { loaded.distance(along: $0.orientation.normal) }.map { ", at \($0) mm" } ?? ""
        let drawn = graphics.isEmpty ? "" : ", overlay " + graphics.map { "\"\($0.name)\"" }.joined(separator: ", ")
        print("wrote \(output): slice \(index) of \(count)\(name)\(position), \(image.width) × \(image.height), \(display.summary)\(drawn)")
    }

    /// The slice that is frame `frame` of the image slice `index` is a frame of (a multi-frame file's frames
    /// are slices of their series).
    /// - Throws: `CommandFailure` (not found) for a frame the image does not have.
    static func slice(ofFrame frame: Int, of index: Int, in opened: any OpenedSeries) throws(CommandFailure) -> Int {
        guard let instances = (opened as? any DICOMBackedSeries)?.series.instances, instances.indices.contains(index) else {
            throw CommandFailure(.notFound, "--frame: series \(opened.entry.id) is not of DICOM images")
        }
        let location = instances[index].location
        let frames = instances.indices.filter { instances[$0].location == location }
        guard let found = frames.first(where: { instances[$0].frame == frame }) else {
            throw CommandFailure(
                .notFound, "slice \(index) is an image of \(frames.count) frame\(frames.count == 1 ? "" : "s") (\(location)): no frame \(frame)")
        }
        return found
    }

    /// Writes the montage of every `--every`-th slice; slices that fail are gray cells, reported on
    /// standard error, and make the exit status 1. Fails as the first slice did when every slice fails.
    private func renderMontage(of opened: any OpenedSeries, display: Display) async throws {
        let count = opened.sliceCount
        guard count > 0 else { throw CommandFailure(.notFound, "series \(opened.entry.id) has no slices") }
        let step = every ?? max(1, (count + Self.defaultMaximumTiles - 1) / Self.defaultMaximumTiles)
        let indices = Array(stride(from: 0, to: count, by: step))
        let preloader = SeriesPreloader(count: indices.count, concurrency: opened.fillConcurrency) {
            try await opened.fillSlice(at: indices[$0])
        }
        let states = await preloader.run(reportingTo: ProgressReporter(title: "montage"))
        var tiles: [MontageTile] = []
        var failures: [(index: Int, error: any Error)] = []
        for (position, index) in indices.enumerated() {
            do {
                if let error = states[position].error { throw error }
                let image = try await opened.slice(at: index).image(window: display.window)
                tiles.append(MontageTile(image: image, number: labels ? index : nil))
            } catch {
                failures.append((index, error))
                tiles.append(MontageTile(image: nil, number: labels ? index : nil))
            }
        }
        if failures.count == indices.count, let first = failures.first { throw first.error }
        let image = try Montage(columns: columns, maximumTileSide: tileSize).render(tiles)
        try PNGFile.write(image, to: output)
        print("wrote \(output): \(indices.count) of \(count) slices (every \(step)), \(image.width) × \(image.height), \(display.summary)")
        try Self.report(failures, of: opened)
    }

    /// Tells each slice that failed on standard error; throws exit status 1 if any did.
    static func report(_ failures: [(index: Int, error: any Error)], of opened: any OpenedSeries) throws {
        for failure in failures {
            let name = opened.name(ofSlice: failure.index).map { " (\($0))" } ?? ""
            StandardError.writeLine("Error: slice \(failure.index)\(name): \(CommandFailure(classifying: failure.error).message)")
        }
        if !failures.isEmpty { throw ExitCode(CommandExitStatus.someSlicesFailed.rawValue) }
    }

    /// The window slices are drawn with, and how messages name it.
    struct Display {
        /// Nil for slices their source windows.
        let window: WindowLevel?
        /// For messages, e.g. `window brain 80/40`.
        let summary: String

        /// `choice` (nil: the series' default) in `series`; a series whose source windows its slices, or of
        /// colour images, shows them as they are, and a window asked for is noted as not applied.
        /// - Throws: `CommandFailure` (not found) for a preset the series does not have.
        init(window choice: WindowChoice?, series: any OpenedSeries) throws(CommandFailure) {
            guard let defaultWindow = series.defaultWindow else {
                let colour = (series as? any DICOMBackedSeries)?.isColour == true
                if let choice {
                    let why = colour ? "the images are colour, shown as they are" : "the API has no series metadata"
                    StandardError.writeLine("Note: \(why), so --window \(choice) cannot be applied")
                }
                window = nil
                summary = colour ? "colour (RGB)" : "the server's 8-bit slices"
                return
            }
            let window = try choice?.window(in: series.windowPresets, seriesID: series.entry.id) ?? defaultWindow
            self.window = window
            let shape = switch window.function {
            case .table: "(the file's lookup table)"
            case .sigmoid: "\(window.width.shortText)/\(window.level.shortText) sigmoid"
            case nil: "\(window.width.shortText)/\(window.level.shortText)"
            }
            summary = "window \(choice?.description ?? "default") \(shape)"
        }

        private init(window: WindowLevel?, summary: String) {
            self.window = window
            self.summary = summary
        }

        /// For a series whose default window is a guess (`OpenedSeries.fitsWindowToValues`), the window over
        /// the values of its middle slice, as the viewer opens it in; else this one.
        func fitted(to series: any OpenedSeries) async throws -> Display {
            guard series.fitsWindowToValues, series.sliceCount > 0 else { return self }
            let middle = series.sliceCount / 2
            guard let range = try await series.slice(at: middle).valueRange else { return self }
            let fitted = WindowLevel(covering: range.lowerBound, range.upperBound)
            return Display(
                window: fitted,
                summary: "window default \(fitted.width.shortText)/\(fitted.level.shortText) (fitted to slice \(middle)'s values)")
        }
    }
}
