import FeatureSupport
import Foundation
import Testing
import TomoCore
import TomoSeries
import TomoTestSupport
import TomoVolume
@testable import ScanViewerFeature

/// The source's overlay graphics are a layer over every view, not burned into axial slices only: cut from a label
/// volume by the same plane and slab as the image, drawn white on coronal, sagittal and slab views, and hidden
/// with the other overlays (O).
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct OverlayLayerTests {
    /// 16 × 12 slices of 1 mm pixels, 2 mm apart, windowed so that no voxel shows white (43…1,943 HU in a
    /// window from -1,000 to 3,000), with graphics marking pixel (3, 4) of slices 5 to 14.
    private func openModel() async throws -> ScanViewerModel {
        var series = try InMemorySeriesSource.Series.gradient(columns: 16, rows: 12, slices: 20)
        series.window = WindowLevel(width: 4000, level: 1000)
        var marks = [Bool](repeating: false, count: 16 * 12)
        marks[4 * 16 + 3] = true
        for slice in 5..<15 { series.overlays[slice] = [SliceOverlay(name: "graphics", columns: 16, rows: 12, marks: marks)] }
        let model = ScanViewerModel(environment: ScanViewerEnvironment(source: InMemorySeriesSource([series])))
        await model.open()
        await model.waitUntilPreloaded()
        model.setLayout(.threePlanes)
        for plane in VolumePlane.allCases { model.setViewSize(Size2D(320, 240), of: plane) }
        model.setIndex(10)
        await model.waitUntilViewsDrawn()
        return model
    }

    @Test("The graphics of axial slices show on the coronal and sagittal views through them, and on a slab that reaches them")
    func graphicsOnEveryPlane() async throws {
        let model = try await openModel()
        let geometry = try #require(model.series?.geometry)
        func sectionRow(ofSlice slice: Int) -> Int { geometry.sectionPixel(ofVoxel: (column: 3, row: 4, slice: slice), in: .coronal).row }

        model.moveSection(of: .coronal, by: 4 - model.section(shownIn: .coronal))
        await model.waitUntilViewsDrawn()
        let coronal = try #require(model.image(shownIn: .coronal))
        #expect(coronal.overlays == ["graphics"] && coronal.image.format == .gray8)
        let whites = (0..<20).filter { coronal.image.pixels[sectionRow(ofSlice: $0) * coronal.image.bytesPerRow + 3] == 255 }
        #expect(whites == Array(5..<15), "\(whites)")

        model.moveSection(of: .sagittal, by: 3 - model.section(shownIn: .sagittal))
        await model.waitUntilViewsDrawn()
        let sagittal = try #require(model.image(shownIn: .sagittal))
        #expect(sagittal.overlays == ["graphics"] && sagittal.image.pixels[sectionRow(ofSlice: 7) * sagittal.image.bytesPerRow + 4] == 255)

        // Row 5 holds none of them: nothing drawn, nothing named.
        model.moveSection(of: .coronal, by: 1)
        await model.waitUntilViewsDrawn()
        let beside = try #require(model.image(shownIn: .coronal))
        #expect(beside.overlays.isEmpty && !beside.image.pixels.contains(255))

        // A 10 mm slab at slice 3 reaches slice 5 (two sections either side); at slice 1 it does not.
        #expect(model.setSlab(Slab(thickness: 10, projection: .mip), of: .axial))
        model.setIndex(3)
        await model.waitUntilViewsDrawn()
        let slab = try #require(model.image(shownIn: .axial))
        #expect(slab.slab != nil && slab.overlays == ["graphics"] && slab.image.pixels[4 * slab.image.bytesPerRow + 3] == 255)
        model.setIndex(1)
        await model.waitUntilViewsDrawn()
        #expect(model.image(shownIn: .axial)?.overlays.isEmpty == true)

        // O hides them on every view.
        model.perform(.toggleOverlays)
        await model.waitUntilViewsDrawn()
        let hidden = try #require(model.image(shownIn: .sagittal))
        #expect(hidden.overlays.isEmpty && hidden.image.pixels[sectionRow(ofSlice: 7) * hidden.image.bytesPerRow + 4] != 255)
    }
}
