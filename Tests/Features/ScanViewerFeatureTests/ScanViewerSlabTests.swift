import Foundation
import Testing
import TomoCore
import TomoImaging
import TomoTestSupport
import TomoVolume
@testable import ScanViewerFeature

/// Slabs in the views, on a series held in memory whose voxel (c, r, k) is 100·k + 10·r + c HU (1 mm pixels,
/// 2 mm slices): a slab's MIP is its last section, its MinIP its first, its average its centre, so each can be
/// checked against a plain section of the same volume.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ScanViewerSlabTests {
    private func openModel() async throws -> (ScanViewerModel, CTVolume) {
        let source = InMemorySeriesSource([try .gradient(columns: 16, rows: 12, slices: 20)])
        let model = ScanViewerModel(environment: ScanViewerEnvironment(source: source))
        await model.open()
        await model.waitUntilPreloaded()
        return (model, try #require(model.series?.volume))
    }

    /// The image of plain section `index` of `plane` through the model's window.
    private func plain(_ volume: CTVolume, _ plane: VolumePlane, _ index: Int, _ model: ScanViewerModel) throws -> Bitmap {
        try #require(volume.section(.named(plane, index: index))).image(window: try #require(model.window))
    }

    @Test func keysThickenThinAndProjectTheActiveViewsSlab() async throws {
        let (model, volume) = try await openModel()
        model.setViewSize(Size2D(320, 240), of: .axial)
        model.setIndex(10)
        #expect(model.handle(.character("]")))
        await model.waitUntilViewsDrawn()
        // 5 mm of 2 mm slices: slices 9, 10 and 11.
        #expect(model.slab(of: .axial) == Slab(thickness: 5, projection: .mip))
        #expect(model.displayed?.slab == Slab(thickness: 5, projection: .mip) && model.displayed?.index == 10)
        #expect(model.displayed?.image == (try plain(volume, .axial, 11, model)), "MIP: the highest, slice 11")
        #expect(model.overlay(of: .axial)?.bottomLeft.contains("MIP 5 mm") == true)
        // The probe reads what the slab shows: slice 11's voxel, at the centre slice's place.
        let reading = await model.probe(column: 3, row: 2, in: .axial)
        #expect(reading?.value == 1123 && reading?.slice == 10, "\(String(describing: reading))")
        #expect(volume.value(of: .coronal(2), slab: Slab(thickness: 3, projection: .minip), column: 3, row: 9) == 1013)
        #expect(volume.value(of: .sagittal(3), slab: Slab(thickness: 3, projection: .mean), column: 2, row: 19) == 23)
        #expect(volume.value(of: .axial(10), slab: nil, column: 16, row: 0) == nil, "outside the section")

        #expect(model.handle(.character("t")))
        await model.waitUntilViewsDrawn()
        #expect(model.displayed?.image == (try plain(volume, .axial, 9, model)), "MinIP: the lowest, slice 9")
        #expect(model.overlay(of: .axial)?.bottomLeft.contains("MinIP 5 mm") == true)
        #expect(model.handle(.character("t")))
        await model.waitUntilViewsDrawn()
        #expect(model.displayed?.image == (try plain(volume, .axial, 10, model)), "average: the centre, slice 10")

        // The slab follows the slider, and thickens to 40 mm (slices 0…30 around 11: clamped to 1…19).
        model.next()
        for thickness in [10.0, 20, 40] {
            #expect(model.handle(.character("]")))
            #expect(model.slab(of: .axial)?.thickness == thickness)
        }
        #expect(!model.handle(.character("]")), "40 mm is the thickest preset")
        await model.waitUntilViewsDrawn()
        let whole = try #require(volume.section(.axial(11), slab: Slab(thickness: 40, projection: .mean)))
        let wholeImage = try whole.image(window: try #require(model.window))
        #expect(model.displayed?.index == 11 && model.displayed?.image == wholeImage)

        for _ in 0..<4 { #expect(model.handle(.character("["))) }
        #expect(!model.handle(.character("[")), "none is the thinnest")
        await model.waitUntilViewsDrawn()
        #expect(model.slab(of: .axial) == nil && model.displayed?.slab == nil)
        #expect(model.displayed?.image == (try plain(volume, .axial, 11, model)))
        #expect(model.overlay(of: .axial)?.bottomLeft.contains { $0.hasSuffix(" mm") && $0.contains("Average") } == false)

        // T with no slab: a 10 mm slab of the projection last chosen.
        #expect(model.handle(.character("t")))
        #expect(model.slab(of: .axial) == Slab(thickness: 10, projection: .mean))
        #expect(!model.setSlab(Slab(thickness: -1, projection: .mip), of: .axial) && !model.setSlab(Slab(thickness: .infinity, projection: .mip), of: .axial))
        #expect(model.slab(of: .axial) == Slab(thickness: 10, projection: .mean))
    }

    @Test func theSlabMenuListsTheSectionAloneAndEachProjectionAtEachPresetAndSelectsForTheActiveView() async throws {
        let (model, volume) = try await openModel()
        #expect(model.canShowSlabs)
        #expect(model.slabMenuItems.count == 13 && model.slabMenuItems.prefix(3) == ["Single section", "MIP 5 mm", "MIP 10 mm"])
        #expect(model.slabMenuItems.last == "Average 40 mm" && model.slabMenuSelection == 0)
        let minip20 = try #require(model.slabMenuItems.firstIndex(of: "MinIP 20 mm"))
        #expect(model.selectSlabMenuItem(at: minip20))
        #expect(model.slab(of: .axial) == Slab(thickness: 20, projection: .minip) && model.slabMenuSelection == minip20)
        #expect(model.setSlab(Slab(thickness: 7, projection: .minip), of: .axial) && model.slabMenuSelection == nil, "7 mm is no item")
        #expect(model.selectSlabMenuItem(at: 0) && model.slab(of: .axial) == nil && model.slabMenuSelection == 0)
        #expect(model.handle(.character("]")) && model.slab(of: .axial)?.projection == .minip, "the section alone keeps the projection")
        #expect(!model.selectSlabMenuItem(at: 13) && !model.selectSlabMenuItem(at: -1))
        await model.waitUntilViewsDrawn()
        #expect(model.displayed?.image == (try plain(volume, .axial, 0, model)), "MinIP of slices 0 and 1: slice 0")
    }

    @Test func coronalAndSagittalSlabsFollowTheCrosshairAndTheirRegionsReadTheProjection() async throws {
        let (model, volume) = try await openModel()
        #expect(model.setLayout(.threePlanes))
        // 3 mm of 1 mm rows or columns: the crosshair's and one each side.
        #expect(model.setSlab(Slab(thickness: 3, projection: .mip), of: .coronal))
        #expect(model.setSlab(Slab(thickness: 3, projection: .minip), of: .sagittal))
        await model.waitUntilViewsDrawn()
        let crosshair = try #require(model.crosshair)
        let row = crosshair.section(in: .coronal), column = crosshair.section(in: .sagittal)
        #expect(model.image(shownIn: .coronal)?.image == (try plain(volume, .coronal, row + 1, model)))
        #expect(model.image(shownIn: .sagittal)?.image == (try plain(volume, .sagittal, column - 1, model)))
        #expect(model.image(shownIn: .axial)?.slab == nil, "the other views keep their sections")

        // A region's statistics are the projected values': coronal pixels (c, y) of row + 1.
        let region = RectangleRegion(corner: (2, 0), opposite: (4, 1))
        let statistics = try #require(await model.statistics(in: region, shownIn: .coronal))
        #expect(statistics == volume.statistics(in: region, of: .coronal(row + 1)))
        #expect(statistics.count == 6 && statistics.maximum == Double(100 * 19 + 10 * (row + 1) + 4))
    }
}
