import Testing
import TomoCore
import TomoVolume
@testable import ScanViewerFeature

/// Lengths in millimetres from pixel spacing, on square and non-square pixels; selecting, deleting and
/// listing them.
struct MeasurementTests {
    @Test func lengthsComeFromThePixelSpacingOfTheImageTheyWereDrawnOn() {
        var list = MeasurementList()
        let square = list.add(plane: .axial, section: 4, from: Point2D(10, 10), to: Point2D(70, 90), pixelSpacing: PixelSpacing(row: 0.5, column: 0.5))
        #expect(square.millimetres == 50 && square.lengthText == "50.0 mm", "60 × 80 pixels of 0.5 mm")
        // A coronal section: 1 mm across, 0.75 mm between slices.
        let coronal = list.add(plane: .coronal, section: 200, from: Point2D(0, 0), to: Point2D(30, 40), pixelSpacing: PixelSpacing(row: 0.75, column: 1))
        #expect(abs(coronal.millimetres - 30 * 2.0.squareRoot()) < 1e-9 && coronal.lengthText == "42.4 mm")
        #expect(list.selectedID == coronal.id, "the last drawn is selected")
        #expect(list.items(on: .axial, section: 4) == [square] && list.items(on: .axial, section: 5).isEmpty)
    }

    @Test func selectingByDistanceDeletingAndListing() {
        var list = MeasurementList()
        let spacing = PixelSpacing(row: 1, column: 1)
        let first = list.add(plane: .axial, section: 0, from: Point2D(0, 0), to: Point2D(100, 0), pixelSpacing: spacing)
        let second = list.add(plane: .axial, section: 0, from: Point2D(0, 50), to: Point2D(100, 50), pixelSpacing: spacing)
        list.add(plane: .sagittal, section: 7, from: Point2D(0, 0), to: Point2D(0, 12.5), pixelSpacing: spacing)
        list.add(plane: .axial, section: 9, from: Point2D(0, 0), to: Point2D(3, 4), pixelSpacing: spacing)
        #expect(first.distance(to: Point2D(50, 3)) == 3 && first.distance(to: Point2D(103, 4)) == 5, "to the nearest end beyond it")
        let nearSecond = list.select(near: Point2D(40, 46), on: .axial, section: 0, tolerance: 5)
        #expect(nearSecond && list.selectedID == second.id)
        let nearNone = list.select(near: Point2D(40, 25), on: .axial, section: 0, tolerance: 5)
        #expect(!nearNone && list.selectedID == nil)
        let deletedNone = list.deleteSelected()
        #expect(!deletedNone)
        list.select(near: Point2D(99, 1), on: .axial, section: 0, tolerance: 5)
        let deleted = list.deleteSelected()
        #expect(deleted && list.items.map(\.id) == [second.id, 3, 4])
        #expect(list.listed.map(\.text) == ["Axial 1: 100.0 mm", "Axial 10: 5.0 mm", "Sagittal 8: 12.5 mm"])
    }
}
