import Foundation
import Testing
import TomoCore
import TomoTestSupport
import TomoVolume
@testable import ScanViewerFeature

/// Region annotations drawn with the pointer on a series held in memory whose voxel (c, r, k) is
/// 100·k + 10·r + c HU (1 mm pixels, 2 mm slices), in a 320 × 240 view that shows its 16 × 12 pixels at
/// 20 points each: their figures are the volume's own statistics of the region, measured again when the
/// view's slab changes.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ScanViewerRegionTests {
    private func openModel() async throws -> (ScanViewerModel, CTVolume) {
        let source = InMemorySeriesSource([try .gradient(columns: 16, rows: 12, slices: 20)])
        let model = ScanViewerModel(environment: ScanViewerEnvironment(source: source))
        await model.open()
        await model.waitUntilPreloaded()
        model.setViewSize(Size2D(320, 240), of: .axial)
        model.setIndex(10)
        await model.waitUntilViewsDrawn()
        return (model, try #require(model.series?.volume))
    }

    /// A primary-button drag through view points `points` (image point × 20), released at the last.
    private func drag(_ model: ScanViewerModel, through points: [(Double, Double)]) async {
        model.pointerPressed(.primary, at: Point2D(points[0].0 * 20, points[0].1 * 20), in: .axial)
        for point in points.dropFirst() { model.pointerDragged(to: Point2D(point.0 * 20, point.1 * 20)) }
        await model.pointerReleased(at: Point2D(points.last!.0 * 20, points.last!.1 * 20))
        await model.waitUntilRegionsMeasured()
    }

    private func regions(_ model: ScanViewerModel) -> [any RegionAnnotation] {
        model.annotations.all.compactMap { $0 as? any RegionAnnotation }
    }

    @Test func anEllipseDrawnByItsBoxShowsTheVolumesFiguresAndIsMeasuredAgainOnASlab() async throws {
        let (model, volume) = try await openModel()
        #expect(model.handle(.character("e")) && model.tool == .ellipse)
        // Its box from image point (3, 2) to (11, 9): centre (7, 5.5), radii 4 × 3.5; pixel centres are at
        // image points + ½, so the region's centre is (6.5, 5) in the section's pixels.
        model.pointerPressed(.primary, at: Point2D(60, 40), in: .axial)
        model.pointerDragged(to: Point2D(220, 180))
        await model.waitUntilRegionsMeasured()
        let draft = try #require(model.tools.draft as? EllipseAnnotation)
        let expected = try #require(volume.statistics(in: EllipseRegion(center: (6.5, 5), radii: (4, 3.5)), of: .axial(10)))
        #expect(draft.measurement?.statistics == expected, "measured while it is drawn")
        await model.pointerReleased(at: Point2D(220, 180))
        await model.waitUntilRegionsMeasured()

        let ellipse = try #require(model.annotations(EllipseAnnotation.self, shownIn: .axial).first)
        #expect(ellipse.center == Point2D(7, 5.5) && ellipse.radii == Point2D(4, 3.5))
        let statistics = try #require(ellipse.measurement?.statistics)
        #expect(statistics == expected && statistics.count > 40 && statistics.isComplete && !statistics.isPartlyOutside)
        let lines = ellipse.text.split(separator: "\n").map(String.init)
        let area = RegionMeasurement.area(Double(statistics.count))
        #expect(lines == [
            "Ellipse", "Area \(area) (\(statistics.count) px)",
            "Mean \(RegionMeasurement.decimal(statistics.mean)) HU  SD \(RegionMeasurement.decimal(statistics.standardDeviation))",
            "Min \(Int(statistics.minimum))  Max \(Int(statistics.maximum)) HU",
        ])
        #expect(ellipse.values.map(\.name) == ["Area", "Mean", "Standard deviation", "Minimum", "Maximum"])
        #expect(ellipse.values.first?.value == Double(statistics.count) && ellipse.values.first?.unit == "mm2")
        #expect(model.annotations.listed.first?.text.hasPrefix("Axial 11: Ellipse, Area ") == true)
        #expect(model.annotationDrawings(shownIn: .axial).first?.shapes == [.ellipse(center: Point2D(7, 5.5), radii: Point2D(4, 3.5))])

        // A 5 mm MIP (slices 9…11): the figures are the slab's projected values', and say so.
        #expect(model.setSlab(Slab(thickness: 5, projection: .mip), of: .axial))
        await model.waitUntilRegionsMeasured()
        let onSlab = try #require(model.annotations(EllipseAnnotation.self, shownIn: .axial).first?.measurement)
        let slabExpected = volume.statistics(
            in: EllipseRegion(center: (6.5, 5), radii: (4, 3.5)), of: .axial(10), slab: Slab(thickness: 5, projection: .mip))
        #expect(onSlab.slab == Slab(thickness: 5, projection: .mip) && onSlab.statistics == slabExpected)
        #expect(onSlab.statistics?.mean == statistics.mean + 100, "the MIP of a rising gradient is its last slice")
        #expect(model.annotations(EllipseAnnotation.self, shownIn: .axial).first?.text.contains("On MIP 5 mm") == true)
    }

    @Test func aRectanglePastTheEdgeCountsThePixelsInsideAndAnEmptyOneSaysNoPixels() async throws {
        let (model, volume) = try await openModel()
        #expect(model.handle(.character("b")) && model.tool == .rectangle)
        await drag(model, through: [(10, 5), (20, 15)])
        let rectangle = try #require(model.annotations(RectangleAnnotation.self, shownIn: .axial).first)
        let expected = volume.statistics(in: RectangleRegion(corner: (9.5, 4.5), opposite: (19.5, 14.5)), of: .axial(10))
        #expect(rectangle.measurement?.statistics == expected && expected?.count == 6 * 7 && expected?.isPartlyOutside == true)
        #expect(rectangle.text.contains("Past the edge: pixels inside only"))

        // Between pixel centres: nothing inside, and the label says so (never NaN).
        await drag(model, through: [(3.6, 2.6), (3.9, 2.9)])
        let empty = try #require(model.annotations(RectangleAnnotation.self, shownIn: .axial).last)
        #expect(empty.id != rectangle.id && empty.measurement != nil && empty.measurement?.statistics == nil)
        #expect(empty.text == "Rectangle\nNo pixels" && empty.values.isEmpty)
        // A flat box is not kept.
        await drag(model, through: [(3, 3), (8, 3)])
        #expect(model.annotations(RectangleAnnotation.self, shownIn: .axial).count == 2)
    }

    @Test func aFreehandOutlineReadsThePixelsTheEvenOddRuleHoldsAndALineIsNotKept() async throws {
        let (model, volume) = try await openModel()
        #expect(model.handle(.character("f")) && model.tool == .freehand)
        let corners: [(Double, Double)] = [(2, 2), (12, 2), (12, 10), (7, 6), (2, 10)]
        await drag(model, through: corners)
        let outline = try #require(model.annotations(FreehandAnnotation.self, shownIn: .axial).first)
        #expect(outline.points.map { [$0.x, $0.y] } == corners.map { [$0.0, $0.1] })
        let region = PolygonRegion(points: corners.map { (x: $0.0 - 0.5, y: $0.1 - 0.5) })
        let expected = try #require(volume.statistics(in: region, of: .axial(10)))
        #expect(outline.measurement?.statistics == expected && expected.count > 40)
        #expect(!region.contains(x: 6.5, y: 8.5), "the notch between its legs is outside")

        await drag(model, through: [(2, 2), (6, 6), (10, 10)])
        #expect(model.annotations(FreehandAnnotation.self, shownIn: .axial).count == 1, "an outline with no area is dropped")
        // Its one handle, at the mean of its points ((7, 6)), moves the whole outline, measured again there.
        #expect(outline.handles == [Point2D(7, 6)])
        await drag(model, through: [(7, 6), (8, 6.5), (9, 7)])
        let moved = try #require(model.annotations(FreehandAnnotation.self, shownIn: .axial).first)
        #expect(moved.points.map { [$0.x, $0.y] } == corners.map { [$0.0 + 2, $0.1 + 1] })
        let movedRegion = PolygonRegion(points: corners.map { (x: $0.0 + 1.5, y: $0.1 + 0.5) })
        #expect(moved.measurement?.statistics == volume.statistics(in: movedRegion, of: .axial(10)))
        #expect(moved.measurement?.statistics != expected)
        // Selected by its outline, deleted with Delete.
        #expect(model.selectAnnotation(near: Point2D(14.2, 6), tolerance: 0.5, in: .axial))
        #expect(model.deleteSelectedAnnotation() && regions(model).isEmpty)
    }

    @Test func handlesMoveWhateverTheToolAndTheRegionIsMeasuredAgainForItsNewOutline() async throws {
        let (model, volume) = try await openModel()
        #expect(model.handle(.character("e")))
        // Drawn through several moves: the figures kept are those of the outline released.
        await drag(model, through: [(3, 2), (5, 4), (8, 6), (11, 9)])
        var ellipse = try #require(model.annotations(EllipseAnnotation.self, shownIn: .axial).first)
        #expect(ellipse.measurement?.statistics == volume.statistics(in: EllipseRegion(center: (6.5, 5), radii: (4, 3.5)), of: .axial(10)))
        #expect(ellipse.measurement?.outline == ellipse.outline)

        // Back to the window tool: the right handle (11, 5.5) dragged to (13, 5.5) widens the box to the
        // right; the left side stays.
        #expect(model.handle(.character("e")) && model.tool == .windowLevel)
        let window = model.window
        await drag(model, through: [(11, 5.5), (12, 5.6), (13, 5.5)])
        ellipse = try #require(model.annotations(EllipseAnnotation.self, shownIn: .axial).first)
        #expect(ellipse.center == Point2D(8, 5.5) && ellipse.radii == Point2D(5, 3.5))
        #expect(model.window == window, "holding a handle adjusts no window")
        let widened = try #require(volume.statistics(in: EllipseRegion(center: (7.5, 5), radii: (5, 3.5)), of: .axial(10)))
        #expect(ellipse.measurement?.statistics == widened && ellipse.measurement?.outline == ellipse.outline)
        #expect(model.annotations.selectedID == ellipse.id)

        // A rectangle's corner: its neighbours follow, the opposite corner stays.
        #expect(model.handle(.character("b")))
        await drag(model, through: [(2, 2), (6, 6)])
        await drag(model, through: [(6, 2), (9, 1)])
        let rectangle = try #require(model.annotations(RectangleAnnotation.self, shownIn: .axial).first)
        #expect(rectangle.handles == [Point2D(2, 1), Point2D(9, 1), Point2D(9, 6), Point2D(2, 6)])
        #expect(rectangle.measurement?.statistics == volume.statistics(in: RectangleRegion(corner: (1.5, 0.5), opposite: (8.5, 5.5)), of: .axial(10)))
        #expect(model.annotations.all.count == 2, "moving a handle draws nothing new")
    }
}
