import Foundation
import Testing
import TomoCore
import TomoTestSupport
import TomoVolume
@testable import ScanViewerFeature

/// Angles and Cobb angles drawn with the pointer on a series held in memory (16 × 12 pixels of 1 mm) in a
/// 320 × 240 view, 20 points a pixel; and their arithmetic on pixels that are not square.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ScanViewerAngleTests {
    private func openModel() async throws -> ScanViewerModel {
        let source = InMemorySeriesSource([try .gradient(columns: 16, rows: 12, slices: 20)])
        let model = ScanViewerModel(environment: ScanViewerEnvironment(source: source))
        await model.open()
        await model.waitUntilPreloaded()
        model.setViewSize(Size2D(320, 240), of: .axial)
        await model.waitUntilViewsDrawn()
        return model
    }

    private func view(_ x: Double, _ y: Double) -> Point2D { Point2D(x * 20, y * 20) }

    private func drag(_ model: ScanViewerModel, from start: Point2D, to end: Point2D) async {
        model.pointerPressed(.primary, at: view(start.x, start.y), in: .axial)
        model.pointerDragged(to: view(end.x, end.y))
        await model.pointerReleased(at: view(end.x, end.y))
    }

    private func click(_ model: ScanViewerModel, at point: Point2D) async {
        model.pointerPressed(.primary, at: view(point.x, point.y), in: .axial)
        await model.pointerReleased(at: view(point.x, point.y))
    }

    @Test func anAngleIsADraggedArmThenAClickAndReadsInDegrees() async throws {
        let model = try await openModel()
        #expect(model.handle(.character("a")) && model.tool == .angle)
        await drag(model, from: Point2D(2, 2), to: Point2D(6, 6))
        let draft = try #require(model.tools.draft as? AngleAnnotation)
        #expect(draft.first == Point2D(2, 2) && draft.vertex == Point2D(6, 6) && draft.second == nil)
        #expect(draft.text == "Angle: click the second arm's end" && model.annotations.isEmpty)
        #expect(model.annotationDrawings(shownIn: .axial).map(\.isDraft) == [true])

        await click(model, at: Point2D(6, 6))
        #expect(model.tools.draft is AngleAnnotation && model.annotations.isEmpty, "a click on the vertex waits for another")
        await click(model, at: Point2D(10, 2))
        let angle = try #require(model.annotations(AngleAnnotation.self, shownIn: .axial).first)
        #expect(model.tools.draft == nil && angle.second == Point2D(10, 2))
        #expect(angle.degrees.map { abs($0 - 90) < 1e-9 } == true && angle.text == "90°")
        #expect(angle.values == [AnnotationValue(name: "Angle", value: try #require(angle.degrees), unit: "deg")])
        #expect(angle.shapes == [.path([Point2D(2, 2), Point2D(6, 6), Point2D(10, 2)], closed: false)])
        #expect(model.annotations.listed.map(\.text) == ["Axial 1: 90°"])
        // A straight angle, and a very small one, exactly.
        let place = angle.place
        #expect(AngleAnnotation(place: place, first: Point2D(0, 0), vertex: Point2D(5, 0), second: Point2D(10, 0)).degrees == 180)
        let small = try #require(AngleAnnotation(place: place, first: Point2D(1000, 0), vertex: Point2D(0, 0), second: Point2D(1000, 1e-6)).degrees)
        #expect(abs(small - atan(1e-9) * 180 / Double.pi) < 1e-15)
    }

    @Test func anglesAreMeasuredInMillimetresAndTwoEqualPointsSaySo() {
        // Pixels 1 mm wide and 2 mm tall (a coronal section of 2 mm slices): the arms (−1, −1) and (1, −1)
        // in pixels are (−1, −2) and (1, −2) in mm, 2·atan(1/2) apart, not 90°.
        let place = AnnotationPlace(plane: .coronal, section: 3, pixelSpacing: PixelSpacing(row: 2, column: 1))
        let angle = AngleAnnotation(place: place, first: Point2D(0, 0), vertex: Point2D(1, 1), second: Point2D(2, 0))
        #expect(abs((angle.degrees ?? 0) - 2 * atan(0.5) * 180 / Double.pi) < 1e-9 && angle.text == "53.1°")
        let flat = AngleAnnotation(place: place, first: Point2D(0, 0), vertex: Point2D(1, 1), second: Point2D(1, 1))
        #expect(flat.degrees == nil && flat.text == "Angle: an arm has no length" && flat.values.isEmpty)
        let cobb = CobbAngleAnnotation(
            place: place, first: .init(Point2D(0, 0), Point2D(1, 0)), second: .init(Point2D(0, 0), Point2D(0, 0)))
        #expect(cobb.degrees == nil && cobb.text == "Cobb: a line has no length")
    }

    @Test func aCobbAngleIsTwoDraggedLinesAndTheAngleBetweenThemWhicheverWayTheyWereDrawn() async throws {
        let model = try await openModel()
        #expect(model.handle(.character("c")) && model.tool == .cobbAngle)
        await drag(model, from: Point2D(2, 2), to: Point2D(12, 2))
        let draft = try #require(model.tools.draft as? CobbAngleAnnotation)
        #expect(draft.second == nil && draft.text == "Cobb: drag the second line")
        await drag(model, from: Point2D(12, 6), to: Point2D(2, 10))
        let cobb = try #require(model.annotations(CobbAngleAnnotation.self, shownIn: .axial).first)
        let expected = atan(4.0 / 10) * 180 / Double.pi
        #expect(cobb.degrees.map { abs($0 - expected) < 1e-9 } == true && cobb.text == "Cobb 21.8°")
        #expect(cobb.handles == [Point2D(2, 2), Point2D(12, 2), Point2D(12, 6), Point2D(2, 10)] && cobb.shapes.count == 2)
        #expect(cobb.values.first?.name == "Cobb angle" && model.tools.draft == nil)

        // The window tool back, then a click on the second line selects it; Delete removes it.
        #expect(model.handle(.character("c")) && model.tool == .windowLevel)
        #expect(model.selectAnnotation(near: Point2D(7, 8.1), tolerance: 0.5, in: .axial) && model.deleteSelectedAnnotation())
        #expect(model.annotations.isEmpty)
    }

    @Test func anArrowAsksForItsTextWhichEnterKeepsAndEscapeLeavesUnchanged() async throws {
        let model = try await openModel()
        #expect(model.handle(.character("n")) && model.tool == .arrow)
        await drag(model, from: Point2D(8, 6), to: Point2D(12, 2))
        var arrow = try #require(model.annotations(ArrowAnnotation.self, shownIn: .axial).first)
        #expect(arrow.tip == Point2D(8, 6) && arrow.tail == Point2D(12, 2) && arrow.note == "" && arrow.text == "→")
        #expect(arrow.shapes == [.arrow(tail: Point2D(12, 2), head: Point2D(8, 6))] && arrow.labelAnchors == [Point2D(12, 2)])
        #expect(model.noteEditing == NoteEditing(annotationID: arrow.id, seriesID: try #require(model.series?.entry.id), text: "", isNew: true))
        model.typeNote("  Lesion 1 ")
        model.commitNote()
        arrow = try #require(model.annotations(ArrowAnnotation.self, shownIn: .axial).first)
        #expect(model.noteEditing == nil && arrow.note == "Lesion 1" && model.annotations.listed.map(\.text) == ["Axial 1: Lesion 1"])

        // Enter on the selected arrow types its text again; Escape leaves it as it was.
        #expect(model.handle(.named(.enter)) && model.noteEditing?.text == "Lesion 1" && model.noteEditing?.isNew == false)
        model.typeNote("Cyst")
        #expect(model.handle(.named(.escape)) && model.noteEditing == nil)
        #expect(model.annotations(ArrowAnnotation.self, shownIn: .axial).first?.note == "Lesion 1")
        // A new arrow whose typing is cancelled goes with it; one with no length is none.
        await drag(model, from: Point2D(2, 2), to: Point2D(4, 9))
        #expect(model.annotations.all.count == 2 && model.noteEditing?.isNew == true)
        #expect(model.handle(.named(.escape)) && model.annotations.all.count == 1)
        #expect(!model.handle(.named(.escape)), "Escape with nothing being typed does nothing")
        // A length selected: Enter has no text to type.
        #expect(model.handle(.character("m")))
        await drag(model, from: Point2D(1, 10), to: Point2D(9, 10))
        #expect(!model.handle(.named(.enter)) && model.noteEditing == nil)
    }
}
