import TomoCore
import TomoImaging
import TomoSeries
import TomoTerminal
import TomoVolume

extension RenderCommand {
    /// Writes the coronal or sagittal section `--slice` names, cut from a volume of every slice and
    /// resampled to square pixels. Slices that fail leave their rows black, are reported on standard error
    /// and make the exit status 1.
    func renderSection(of opened: any OpenedSeries, display: Display) async throws {
        guard let window = display.window, let geometry = opened.geometry else {
            throw SeriesVolumeLoad.noVolume(opened, opened.limitation ?? "the source gives no geometry")
        }
        let count = plane.sectionCount(in: geometry)
        guard let index = Int(slice ?? ""), (0..<count).contains(index) else {
            let axis = plane == .coronal ? "rows" : "columns"
            throw CommandFailure(.notFound, "--slice for a \(plane) image is one of the \(count) \(axis), 0…\(count - 1)")
        }
        let (volume, failures) = try await SeriesVolumeLoad.load(opened)
        guard let section = volume.section(plane, at: index)?.withSquarePixels(), section.filledRows.contains(true) else {
            throw failures.first?.error ?? CommandFailure(.badData, "no slice of series \(opened.entry.id) loaded")
        }
        let image = try section.image(window: window)
        try PNGFile.write(image, to: output)
        let millimetres = (section.pixelSpacing.column * 1000).rounded() / 1000
        print("wrote \(output): \(plane) \(index) of \(count), \(image.width) × \(image.height) at \(millimetres) mm, \(display.summary)")
        try Self.report(failures, of: opened)
    }
}
