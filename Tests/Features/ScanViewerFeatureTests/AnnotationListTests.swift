import Testing
import TomoAnnotations
import TomoCore
import TomoSeries
import TomoVolume
@testable import ScanViewerFeature

/// Lengths in millimetres from pixel spacing, on square and non-square pixels; selecting, deleting and
/// listing annotations of every kind.
struct AnnotationListTests {
    /// A length from `start` to `end` on section `section` of `plane`.
    private func length(
        _ plane: VolumePlane, _ section: Int, from start: Point2D, to end: Point2D, spacing: PixelSpacing
    ) -> LengthAnnotation {
        LengthAnnotation(place: AnnotationPlace(plane: plane, section: section, pixelSpacing: spacing), start: start, end: end)
    }

    @Test func lengthsComeFromThePixelSpacingOfTheImageTheyWereDrawnOn() {
        var list = AnnotationList()
        let square = list.add(length(.axial, 4, from: Point2D(10, 10), to: Point2D(70, 90), spacing: PixelSpacing(row: 0.5, column: 0.5)))
        #expect(square.millimetres == 50 && square.lengthText == "50.0 mm", "60 × 80 pixels of 0.5 mm")
        // A coronal section: 1 mm across, 0.75 mm between slices.
        let coronal = list.add(length(.coronal, 200, from: Point2D(0, 0), to: Point2D(30, 40), spacing: PixelSpacing(row: 0.75, column: 1)))
        #expect(abs(coronal.millimetres - 30 * 2.0.squareRoot()) < 1e-9 && coronal.lengthText == "42.4 mm")
        #expect(list.selectedID == coronal.id, "the last drawn is selected")
        #expect(list.all(LengthAnnotation.self, on: .axial(4)) == [square] && list.on(.axial(5)).isEmpty)
    }

    @Test func selectingByDistanceDeletingAndListing() {
        var list = AnnotationList()
        let spacing = PixelSpacing(row: 1, column: 1)
        let first = list.add(length(.axial, 0, from: Point2D(0, 0), to: Point2D(100, 0), spacing: spacing))
        let second = list.add(length(.axial, 0, from: Point2D(0, 50), to: Point2D(100, 50), spacing: spacing))
        list.add(length(.sagittal, 7, from: Point2D(0, 0), to: Point2D(0, 12.5), spacing: spacing))
        list.add(length(.axial, 9, from: Point2D(0, 0), to: Point2D(3, 4), spacing: spacing))
        #expect(first.distance(to: Point2D(50, 3)) == 3 && first.distance(to: Point2D(103, 4)) == 5, "to the nearest end beyond it")
        let nearSecond = list.select(near: Point2D(40, 46), on: .axial(0), tolerance: 5)
        #expect(nearSecond && list.selectedID == second.id)
        let nearNone = list.select(near: Point2D(40, 25), on: .axial(0), tolerance: 5)
        #expect(!nearNone && list.selectedID == nil)
        let deletedNone = list.deleteSelected()
        #expect(!deletedNone)
        list.select(near: Point2D(99, 1), on: .axial(0), tolerance: 5)
        let deleted = list.deleteSelected()
        #expect(deleted && list.all.map(\.id) == [second.id, 3, 4])
        #expect(list.listed.map(\.text) == ["Axial 1: 100.0 mm", "Axial 10: 5.0 mm", "Sagittal 8: 12.5 mm"])
    }

    @Test func everyKindIsSelectedListedAndDrawnAlike() {
        var list = AnnotationList()
        let spacing = PixelSpacing(row: 1, column: 1)
        let line = list.add(length(.axial, 2, from: Point2D(0, 0), to: Point2D(10, 0), spacing: spacing))
        let reading = ProbeReading(slice: 2, column: 40, row: 40, value: -6, position: Vector3(1, 2, 3))
        let pin = list.add(ProbeAnnotation(
            place: AnnotationPlace(plane: .axial, section: 2, pixelSpacing: spacing), point: Point2D(40.5, 40.5), reading: reading))
        let arrow = list.add(Arrow(place: AnnotationPlace(plane: .axial, section: 2, pixelSpacing: nil), tip: Point2D(80, 80)))
        #expect([line.id, pin.id, arrow.id] == [1, 2, 3] && list.selectedID == arrow.id)
        #expect(list.all(ProbeAnnotation.self) == [pin] && list.all(Arrow.self, on: .axial(2)) == [arrow])
        #expect(list.listed.map(\.text) == ["Axial 3: 10.0 mm", "Axial 3: -6 HU  (1.0, 2.0, 3.0) mm", "Axial 3: arrow"])
        #expect(pin.values == [AnnotationValue(name: "Radiodensity", value: -6, unit: "[hnsf'U]")])

        let pinSelected = list.select(near: Point2D(42, 41), on: .axial(2), tolerance: 3)
        #expect(pinSelected && list.selectedID == pin.id, "the pin is the nearest, whatever its kind")
        let drawings = list.drawings(on: .axial(2))
        #expect(drawings.map(\.isSelected) == [false, true, false] && drawings.map(\.style) == [.measurement, .probe, .measurement])
        #expect(drawings[0].shapes == [.line(Point2D(0, 0), Point2D(10, 0))] && drawings[0].handles.count == 2)
        #expect(drawings[1].shapes == [.marker(Point2D(40.5, 40.5))] && drawings[1].labelAnchors == [Point2D(40.5, 40.5)])
        #expect(list.drawings(on: .axial(1)).isEmpty)

        var same = list
        #expect(same == list)
        same.deleteSelected()
        #expect(same != list && same.all.map(\.id) == [line.id, arrow.id])
    }

    @Test func toolsTurnPointerInputIntoAnnotations() async {
        let place = AnnotationPlace(plane: .coronal, section: 5, pixelSpacing: PixelSpacing(row: 2, column: 1))
        let lengthTool = LengthTool()
        guard case .draft(let draft) = lengthTool.dragged(from: Point2D(1, 1), to: Point2D(1, 4), draft: nil, on: place),
              case .done(let kept) = lengthTool.released(draft)
        else { Issue.record("a drag draws a length, kept at release"); return }
        #expect((kept as? LengthAnnotation)?.millimetres == 6 && kept.place == place)
        guard case .nothing = lengthTool.released(LengthAnnotation(place: place, start: Point2D(3, 3), end: Point2D(3, 3))),
              case .nothing = lengthTool.dragged(
                  from: Point2D(0, 0), to: Point2D(5, 5), draft: nil, on: AnnotationPlace(plane: .axial, section: 0, pixelSpacing: nil))
        else { Issue.record("no length of nothing, none without pixel spacing"); return }
        #expect(await lengthTool.clicked(at: Point2D(2, 2), draft: nil, on: place, image: image) == nil, "a click is the viewer's")

        let probeTool = ProbeTool()
        guard case .done(let pinned)? = await probeTool.clicked(at: Point2D(7.9, 3.2), draft: nil, on: place, image: image),
              case .nothing? = await probeTool.clicked(at: Point2D(10.5, 3), draft: nil, on: place, image: image)
        else { Issue.record("a click on the image pins, beside it does nothing"); return }
        #expect((pinned as? ProbeAnnotation)?.point == Point2D(7.5, 3.5) && (pinned as? ProbeAnnotation)?.reading.value == 307)
    }

    /// A 10 × 8 image whose value at (column, row) is 100 × row + column.
    private let image = AnnotatedImage(size: Size2D(10, 8)) { column, row in
        ProbeReading(slice: 0, column: column, row: row, value: Double(100 * row + column), position: nil)
    }
}

/// A kind the viewer does not have, made in a test: the list, the selection and the drawing take it as any.
private struct Arrow: Annotation {
    static let kind = AnnotationKind(name: "testArrow", title: "Arrow", pointCount: 1...1, reportShape: .point, measure: .nothing)
    var id = 0
    var place: AnnotationPlace
    var tip: Point2D
    var handles: [Point2D] { [tip] }
    var shapes: [AnnotationShape] { [.line(tip - Point2D(20, 20), tip)] }
    var text: String { "arrow" }
    var values: [AnnotationValue] { [] }
    var style: AnnotationStyle { .measurement }
    func distance(to point: Point2D) -> Double { abs(point.x - tip.x) + abs(point.y - tip.y) }
    /// Not kept in the annotation document.
    var figure: AnnotationFigure? { nil }

    init(place: AnnotationPlace, tip: Point2D) {
        self.place = place
        self.tip = tip
    }

    init?(figure: AnnotationFigure, place: AnnotationPlace) { nil }
}
