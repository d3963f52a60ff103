import ArgumentParser
import TomoCore
import TomoImaging
import TomoPipeline
import TomoSeries
import TomoTerminal
import TomoVolume

extension RenderCommand {
    /// Writes the coronal or sagittal section `--slice` names, cut from a volume of every slice and
    /// resampled to square pixels. Slices that fail leave their rows black, are reported on standard error
    /// and make the exit status 1.
    func renderSection(of opened: any OpenedSeries, display: Display) async throws {
        guard let window = display.window, let geometry = opened.geometry else {
            throw CommandFailure(.badData, "series \(opened.entry.id) makes no volume: \(opened.limitation ?? "the source gives no geometry")")
        }
        let count = plane.sectionCount(in: geometry)
        guard let index = Int(slice ?? ""), (0..<count).contains(index) else {
            let axis = plane == .coronal ? "rows" : "columns"
            throw CommandFailure(.notFound, "--slice for a \(plane) image is one of the \(count) \(axis), 0…\(count - 1)")
        }
        let (volume, failures) = try await Self.loadVolume(of: opened)
        guard let section = volume.section(plane, at: index)?.withSquarePixels(), section.filledRows.contains(true) else {
            throw failures.first?.error ?? CommandFailure(.badData, "no slice of series \(opened.entry.id) loaded")
        }
        let image = try Bitmap.windowing(
            section.samples.map { UInt16(bitPattern: $0) }, width: section.columns, height: section.rows, signed: true,
            window: window)
        try PNGFile.write(image, to: output)
        let millimetres = (section.pixelSpacing.column * 1000).rounded() / 1000
        print("wrote \(output): \(plane) \(index) of \(count), \(image.width) × \(image.height) at \(millimetres) mm, \(display.summary)")
        for failure in failures {
            let name = opened.name(ofSlice: failure.index).map { " (\($0))" } ?? ""
            StandardError.writeLine("Error: slice \(failure.index)\(name): \(CommandFailure(classifying: failure.error).message)")
        }
        if !failures.isEmpty { throw ExitCode(CommandExitStatus.someSlicesFailed.rawValue) }
    }

    /// Every slice of `opened` in a volume of HU, with the slices that failed: a DICOM series preloads
    /// into its own volume; another source's slices (the API's) are read and stored one by one.
    static func loadVolume(of opened: any OpenedSeries) async throws -> (CTVolume, [(index: Int, error: any Error)]) {
        let volume: CTVolume
        let load: @Sendable (Int) async throws -> Int
        if let dicom = opened as? any DICOMBackedSeries {
            guard let own = dicom.volume else {
                throw CommandFailure(.badData, "series \(opened.entry.id) makes no volume: \(opened.limitation ?? "its images differ in size")")
            }
            volume = own
            load = dicom.preloadSlice
        } else {
            guard let geometry = opened.geometry else {
                throw CommandFailure(.badData, "series \(opened.entry.id) makes no volume: the source gives no geometry")
            }
            volume = try CTVolume(geometry: geometry)
            load = { index in
                let slice = try await opened.slice(at: index)
                try volume.fill(slice: index, with: slice.samples, rescale: slice.rescale)
                return slice.samples.words.count * 2
            }
        }
        let preloader = SeriesPreloader(count: opened.sliceCount, concurrency: opened.preloadConcurrency, load: load)
        let states = await preloader.run(reportingTo: ProgressReporter(title: "volume"))
        let failures = states.enumerated().compactMap { index, state in state.error.map { (index, $0) } }
        return (volume, failures)
    }
}
