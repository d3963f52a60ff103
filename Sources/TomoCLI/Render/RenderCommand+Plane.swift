import TomoCore
import TomoImaging
import TomoSeries
import TomoTerminal
import TomoVolume

extension RenderCommand {
    /// Writes the section or slab `--slice` and `--slab` name (see `SectionCut`). Slices that fail leave
    /// their rows black, are reported on standard error and make the exit status 1.
    func renderSection(_ plane: VolumePlane, of opened: any OpenedSeries, display: Display) async throws {
        guard let window = display.window, let geometry = opened.geometry else {
            throw SeriesVolumeLoad.noVolume(opened, opened.limitation ?? "the source gives no geometry")
        }
        let index = try SectionCut.index(named: slice ?? "", along: plane, of: opened, in: geometry, else: .notFound)
        let cut = try await SectionCut.load(opened, plane: plane, index: index, slab: slabOptions.slab)
        let (segmented, laid) = try withSegmentation(
            try cut.section.image(window: window), of: .named(plane, index: index), slab: slabOptions.slab, over: opened, geometry: geometry)
        let image = try annotated(segmented, section: index, of: plane, cut: cut.section, series: opened, geometry: geometry, window: window)
        try PNGFile.write(image, to: output)
        let millimetres = (cut.section.pixelSpacing.column * 1000).rounded() / 1000
        print("wrote \(output): \(cut.summary), \(image.width) × \(image.height) at \(millimetres) mm, \(display.summary)\(laid)")
        try Self.report(cut.failures, of: opened)
    }

    /// `image` (section `index` of `plane`, cut as `cut`) with the viewer's overlays drawn on it when
    /// `--annotations` asks (`ViewOverlay(section:…)`), else as it is.
    func annotated(
        _ image: Bitmap, section index: Int, of plane: VolumePlane, cut: VolumeSection, series: any OpenedSeries,
        geometry: VolumeGeometry, window: WindowLevel
    ) throws -> Bitmap {
        guard annotations else { return image }
        var canvas = RasterCanvas(image)
        canvas.draw(ViewOverlay(
            section: index, of: plane, series: series, geometry: geometry, slab: slabOptions.slab, window: window,
            imageWidth: image.width, columnSpacing: cut.pixelSpacing.column))
        return try canvas.bitmap()
    }
}
