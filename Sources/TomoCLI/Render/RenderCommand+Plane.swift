import TomoCore
import TomoImaging
import TomoSeries
import TomoTerminal
import TomoVolume

extension RenderCommand {
    /// Writes the section or slab `--slice` and `--slab` name, cut from a volume of every slice: coronal and
    /// sagittal images resampled to square pixels, axial ones at the slices' size. Slices that fail leave
    /// their rows black (an axial slab waits for all of its slices), are reported on standard error and make
    /// the exit status 1.
    func renderSection(of opened: any OpenedSeries, display: Display) async throws {
        guard let window = display.window, let geometry = opened.geometry else {
            throw SeriesVolumeLoad.noVolume(opened, opened.limitation ?? "the source gives no geometry")
        }
        let count = plane.sectionCount(in: geometry)
        let text = slice ?? ""
        guard let index = plane == .axial ? opened.sliceIndex(named: text) : Int(text).flatMap({ (0..<count).contains($0) ? $0 : nil })
        else {
            let axis = switch plane {
            case .axial: "slices"
            case .coronal: "rows"
            case .sagittal: "columns"
            }
            throw CommandFailure(.notFound, "--slice for a \(plane) image is one of the \(count) \(axis), 0…\(count - 1)")
        }
        let slab = slab.map { Slab(thickness: $0, projection: projection) }
        let (volume, failures) = try await SeriesVolumeLoad.load(opened)
        guard let cut = volume.section(plane, at: index, slab: slab), cut.filledRows.contains(true) else {
            throw failures.first?.error ?? CommandFailure(.badData, "no slice of series \(opened.entry.id) loaded")
        }
        let section = plane == .axial ? cut : cut.withSquarePixels()
        let image = try section.image(window: window)
        try PNGFile.write(image, to: output)
        let millimetres = (section.pixelSpacing.column * 1000).rounded() / 1000
        print("wrote \(output): \(plane) \(index) of \(count)\(Self.describe(slab, of: plane, at: index, in: geometry)), "
            + "\(image.width) × \(image.height) at \(millimetres) mm, \(display.summary)")
        try Self.report(failures, of: opened)
    }

    /// ", MIP 20 mm (33 sections)", and when the slab reaches past the volume, what it was clamped to; empty
    /// without a slab.
    private static func describe(_ slab: Slab?, of plane: VolumePlane, at index: Int, in geometry: VolumeGeometry) -> String {
        guard let slab else { return "" }
        let reach = slab.reach(sectionSpacing: plane.sectionSpacing(in: geometry))
        let count = plane.sectionCount(in: geometry)
        let sections = min(count - 1, index + reach) - max(0, index - reach) + 1
        let clamped = sections < 2 * reach + 1 ? ", clamped to the volume" : ""
        return ", \(slab.title) (\(sections) section\(sections == 1 ? "" : "s")\(clamped))"
    }
}
