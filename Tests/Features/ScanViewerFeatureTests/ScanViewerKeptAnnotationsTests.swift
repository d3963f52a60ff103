import FeatureSupport
import Foundation
import Testing
import TomoAnnotations
import TomoCore
import TomoTestSupport
import TomoVolume
@testable import ScanViewerFeature

/// Annotations kept without asking, in a real folder of annotation documents: written after each change
/// in the document's pixels (a coronal view's rows stretched to square pixels), shown again when the series
/// opens in another viewer, members Tomo does not read kept; undo and redo by key; a damaged document set
/// aside with a banner, a failed write said and written again. The series is held in memory: voxel (c, r, k)
/// is 100·k + 10·r + c HU, 1 mm pixels, slices 2 mm apart.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ScanViewerKeptAnnotationsTests {
    private static let seriesID = "gradient-16x12x20"

    private static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "tomo-kept-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A viewer keeping its annotations in `folder`, the series open at slice 10 in a 320 × 240 view (20
    /// points a pixel), its kept annotations read.
    private func openModel(keepingIn folder: AnnotationFolder) async throws -> ScanViewerModel {
        let source = InMemorySeriesSource([try .gradient(columns: 16, rows: 12, slices: 20)])
        var environment = ScanViewerEnvironment(source: source, annotationStore: folder)
        // Key images that can be starred (saving them is another suite's: here they are only kept).
        environment.keyImages = KeyImageAccess(titles: ["Of Interest"], make: { _, _, _ in Data() }, send: { _, _ in })
        let model = ScanViewerModel(environment: environment)
        await model.open()
        await model.waitUntilPreloaded()
        model.setViewSize(Size2D(320, 240), of: .axial)
        model.setIndex(10)
        await model.waitUntilViewsDrawn()
        await model.keeper.waitUntilKept()
        await model.waitUntilRegionsMeasured()
        return model
    }

    /// The document kept in `folder` for the series.
    private func keptDocument(_ folder: AnnotationFolder) async throws -> AnnotationDocument {
        guard case .document(let document) = await folder.document(ofSeries: Self.seriesID) else {
            throw CancellationError()
        }
        return document
    }

    @Test func everyChangeIsKeptAndTheSeriesShowsItsAnnotationsWhenOpenedAgain() async throws {
        let url = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: url) }
        let folder = AnnotationFolder(url: url)
        let first = try await openModel(keepingIn: folder)
        first.annotate(in: .axial) { LengthAnnotation(place: $0, start: Point2D(2.5, 3.5), end: Point2D(10.5, 3.5)) }
        first.annotate(in: .axial) { EllipseAnnotation(place: $0, corner: Point2D(3, 2), opposite: Point2D(11, 9)) }
        first.annotate(in: .axial) { ArrowAnnotation(place: $0, tip: Point2D(5, 5), tail: Point2D(1, 1), note: "cyst") }
        // On the coronal view the rows are slices 2 mm apart: the document's rows are 1 mm, twice as many.
        first.annotate(in: .coronal) { AngleAnnotation(place: $0, first: Point2D(1.5, 2.5), vertex: Point2D(4.5, 2.5), second: Point2D(4.5, 6.5)) }
        await first.waitUntilRegionsMeasured()
        await first.keeper.waitUntilKept()

        let document = try await keptDocument(folder)
        #expect(document.seriesInstanceUID == Self.seriesID)
        #expect(document.annotations.map(\.kind) == [.length, .ellipse, .arrow, .angle])
        let length = document.annotations[0]
        #expect(length.plane == .axial && length.slice == 10)
        #expect(length.points == [RegionPoint(x: 2, y: 3), RegionPoint(x: 10, y: 3)], "pixel centres at whole numbers")
        #expect(length.measurements == [RecordedMeasurement(name: "Length", value: 8, unit: "mm")])
        let ellipse = document.annotations[1]
        #expect(ellipse.center == RegionPoint(x: 6.5, y: 5) && ellipse.radii == RegionPoint(x: 4, y: 3.5))
        let mean = try #require(first.annotations(EllipseAnnotation.self, shownIn: .axial).first?.measurement?.statistics?.mean)
        #expect(ellipse.measurements.first { $0.name == "Mean" }?.value == mean, "written once measured")
        #expect(document.annotations[2].label == "cyst" && document.annotations[2].points == [RegionPoint(x: 0.5, y: 0.5), RegionPoint(x: 4.5, y: 4.5)])
        let angle = document.annotations[3]
        #expect(angle.plane == .coronal && angle.slice == first.section(shownIn: .coronal))
        #expect(angle.points == [RegionPoint(x: 1, y: 4), RegionPoint(x: 4, y: 4), RegionPoint(x: 4, y: 12)])

        // Another viewer (a later run) shows them where they were, measured again.
        let second = try await openModel(keepingIn: folder)
        #expect(second.annotations.records() == first.annotations.records())
        #expect(second.annotations.all.map(\.place) == first.annotations.all.map(\.place))
        let reopened = try #require(second.annotations(EllipseAnnotation.self, shownIn: .axial).first)
        #expect(reopened.measurement?.statistics == first.annotations(EllipseAnnotation.self, shownIn: .axial).first?.measurement?.statistics)
        #expect(second.annotations(shownIn: .axial).count == 3)
        #expect(second.banner == nil)
    }

    @Test func keyImageStarsNotSavedAreKeptAndComeBackWhenTheSeriesOpensAgain() async throws {
        let url = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: url) }
        let folder = AnnotationFolder(url: url)
        let first = try await openModel(keepingIn: folder)
        for slice in [3, 7, 12] {
            first.setIndex(slice)
            #expect(first.toggleKeyImage())
        }
        first.setIndex(12)
        #expect(first.toggleKeyImage(), "the star on slice 12 taken away again")
        await first.keeper.waitUntilKept()
        #expect(try await keptDocument(folder).keyImages == [3, 7])
        let text = try String(contentsOf: folder.fileURL(ofSeries: Self.seriesID), encoding: .utf8)
        #expect(text.contains(#""keyImages": [3, 7]"#), "\(text)")

        // A star beyond the series' slices (another version of it) is written back, never shown or dropped.
        var document = try await keptDocument(folder)
        document.keyImages = [3, 7, 400]
        try await folder.save(document)
        let second = try await openModel(keepingIn: folder)
        #expect(second.markedKeySlices == [3, 7] && second.keySlices == [3, 7])
        second.setIndex(9)
        #expect(second.toggleKeyImage())
        await second.keeper.waitUntilKept()
        #expect(try await keptDocument(folder).keyImages == [3, 7, 9, 400])
    }

    @Test func membersTomoDoesNotReadAreKeptWhenTheViewerWritesTheDocumentAgain() async throws {
        let url = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: url) }
        let folder = AnnotationFolder(url: url)
        try Data("""
            {"seriesInstanceUID": "\(Self.seriesID)", "reviewer": "Dr. Who", "annotations": [
              {"kind": "length", "plane": "axial", "slice": 10, "points": [[1, 1], [5, 1]], "colour": "red"}
            ]}
            """.utf8).write(to: folder.fileURL(ofSeries: Self.seriesID))
        let model = try await openModel(keepingIn: folder)
        #expect(model.annotations(LengthAnnotation.self, shownIn: .axial).map(\.millimetres) == [4])
        model.annotate(in: .axial) { LengthAnnotation(place: $0, start: Point2D(1, 8), end: Point2D(4, 12)) }
        await model.keeper.waitUntilKept()
        let written = try JSONValue(parsing: Data(contentsOf: folder.fileURL(ofSeries: Self.seriesID)))
        #expect(written["reviewer"] == .string("Dr. Who"))
        let annotations = try #require(written["annotations"]?.array)
        #expect(annotations.count == 2 && annotations[0]["colour"] == .string("red") && annotations[1]["colour"] == nil)
    }

    @Test func anotherToolsPointWithoutHUAndAnEllipsesLabelAreShownAndKept() async throws {
        let url = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: url) }
        let folder = AnnotationFolder(url: url)
        try Data("""
            {"seriesInstanceUID": "\(Self.seriesID)", "annotations": [
              {"kind": "point", "plane": "axial", "slice": 10, "points": [[3, 4]]},
              {"kind": "ellipse", "plane": "axial", "slice": 10, "center": [6, 5], "radii": [2, 1], "label": "cyst"}
            ]}
            """.utf8).write(to: folder.fileURL(ofSeries: Self.seriesID))
        let model = try await openModel(keepingIn: folder)
        #expect(model.banner == nil, "both placed")
        #expect(model.annotations(ProbeAnnotation.self, shownIn: .axial).map(\.text) == ["no value recorded  (3.0, 4.0, 20.0) mm"])
        model.annotate(in: .axial) { LengthAnnotation(place: $0, start: Point2D(1, 8), end: Point2D(4, 8)) }
        await model.waitUntilRegionsMeasured()
        await model.keeper.waitUntilKept()
        let written = try JSONValue(parsing: Data(contentsOf: folder.fileURL(ofSeries: Self.seriesID)))
        let annotations = try #require(written["annotations"]?.array)
        #expect(annotations.map { $0["kind"]?.string } == ["point", "ellipse", "length"])
        #expect(annotations[0]["measurements"] == nil, "no HU made up for the point")
        #expect(annotations[1]["label"] == .string("cyst"), "the ellipse's label kept, though the viewer shows none")
    }

    @Test func ctrlZUndoesEachChangeAndCtrlShiftZRedoesItTheDocumentFollowing() async throws {
        let url = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: url) }
        let folder = AnnotationFolder(url: url)
        let model = try await openModel(keepingIn: folder)
        #expect(!model.handle(.control("z")), "nothing to undo")
        model.annotate(in: .axial) { LengthAnnotation(place: $0, start: Point2D(2, 2), end: Point2D(6, 2)) }
        // Its end's handle dragged with the pointer, from image point (6, 2) to (6, 5): one change.
        model.pointerPressed(.primary, at: Point2D(120, 40), in: .axial)
        model.pointerDragged(to: Point2D(120, 70))
        model.pointerDragged(to: Point2D(120, 100))
        await model.pointerReleased(at: Point2D(120, 100))
        #expect(model.annotations(LengthAnnotation.self, shownIn: .axial).map(\.end) == [Point2D(6, 5)])
        #expect(model.deleteSelectedAnnotation())
        await model.keeper.waitUntilKept()
        #expect(try await keptDocument(folder).annotations.isEmpty)

        #expect(model.handle(.control("z")))
        #expect(model.annotations(LengthAnnotation.self, shownIn: .axial).map(\.end) == [Point2D(6, 5)], "deleted: back")
        #expect(model.handle(.control("z")))
        #expect(model.annotations(LengthAnnotation.self, shownIn: .axial).map(\.end) == [Point2D(6, 2)], "moved: back")
        #expect(model.handle(.control("z")))
        #expect(model.annotations.isEmpty, "drawn: gone")
        #expect(!model.handle(.control("z")) && !model.canUndoAnnotationEdit)
        #expect(model.handle(.controlShift("z")) && model.handle(.controlShift("z")))
        #expect(model.annotations(LengthAnnotation.self, shownIn: .axial).map(\.end) == [Point2D(6, 5)])
        #expect(model.canRedoAnnotationEdit)
        await model.keeper.waitUntilKept()
        #expect(try await keptDocument(folder).annotations.map(\.points) == [[RegionPoint(x: 1.5, y: 1.5), RegionPoint(x: 5.5, y: 4.5)]])
        // A new change ends the redo.
        model.annotate(in: .axial) { LengthAnnotation(place: $0, start: Point2D(1, 9), end: Point2D(3, 9)) }
        #expect(!model.canRedoAnnotationEdit && !model.handle(.controlShift("z")))
        #expect(KeyChord.controlShift("z").description == "Ctrl+Shift+Z")
    }

    @Test func aDamagedDocumentIsSetAsideWithABannerAndNewAnnotationsAreKeptAnew() async throws {
        let url = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: url) }
        let folder = AnnotationFolder(url: url)
        let damaged = Data(#"{"seriesInstanceUID": "gradient-16x12x20", "annotations": [{"kind": "length"#.utf8)
        try damaged.write(to: folder.fileURL(ofSeries: Self.seriesID))
        let model = try await openModel(keepingIn: folder)
        let banner = try #require(model.banner)
        #expect(banner.message.hasPrefix("The saved annotations of this series do not read (not JSON); kept as \(url.path)/\(Self.seriesID).damaged-"))
        #expect(banner.actionTitle == "Dismiss")
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
        #expect(names.count == 1 && names[0].hasPrefix("\(Self.seriesID).damaged-"))
        #expect(try Data(contentsOf: url.appending(path: names[0])) == damaged, "set aside as it was")

        model.annotate(in: .axial) { LengthAnnotation(place: $0, start: Point2D(2, 2), end: Point2D(6, 2)) }
        await model.keeper.waitUntilKept()
        #expect(try await keptDocument(folder).annotations.count == 1)
        await model.retry()
        #expect(model.banner == nil)
    }

    @Test func aWriteThatFailsSaysSoKeepsTheAnnotationsAndIsWrittenAgainFromTheBanner() async throws {
        let url = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: url) }
        // The folder's place is taken by a file: nothing can be written there.
        let blocked = url.appending(path: "annotations")
        try Data().write(to: blocked)
        let folder = AnnotationFolder(url: blocked)
        let model = try await openModel(keepingIn: folder)
        model.annotate(in: .axial) { LengthAnnotation(place: $0, start: Point2D(2, 2), end: Point2D(6, 2)) }
        await model.keeper.waitUntilKept()
        let banner = try #require(model.banner)
        #expect(banner.message.hasPrefix("Cannot save the annotations of this series (") && banner.message.hasSuffix("); they stay open here"))
        #expect(banner.actionTitle == "Save again" && model.annotations.all.count == 1)

        try FileManager.default.removeItem(at: blocked)
        await model.retry()
        await model.keeper.waitUntilKept()
        #expect(model.banner == nil)
        #expect(try await keptDocument(folder).annotations.count == 1)
    }
}

/// An annotation on a turned view, written as a record and read back: the same plane and section as the
/// crosshair's turned view, so it shows there again.
@Suite struct ObliqueRecordTests {
    @Test func anAnnotationOnATurnedViewComesBackOnThatView() throws {
        let geometry = VolumeGeometry(
            columns: 64, rows: 48, sliceCount: 30, pixelSpacing: PixelSpacing(row: 0.7, column: 0.7), sliceSpacing: 1.5,
            origin: Vector3(-20, 10, 5), orientation: .axial)
        var crosshair = Crosshair(geometry: geometry)
        crosshair.rotate(about: .axial, by: 0.4)
        crosshair.rotate(about: .sagittal, by: -0.3)
        crosshair.scroll(.coronal, by: 7)
        let oblique = try #require(crosshair.obliquePlane(in: .coronal))
        let place = AnnotationPlace(
            plane: .coronal, section: crosshair.section(in: .coronal), pixelSpacing: PixelSpacing(row: oblique.spacing, column: oblique.spacing),
            geometry: geometry, oblique: oblique)
        var list = AnnotationList()
        list.add(EllipseAnnotation(place: place, corner: Point2D(10, 12), opposite: Point2D(30, 20)))
        let records = list.records()
        #expect(records.count == 1 && records[0].plane == .coronal && records[0].slice == nil && records[0].obliquePlane == oblique)
        #expect(records[0].center == RegionPoint(x: 19.5, y: 15.5) && records[0].radii == RegionPoint(x: 10, y: 4))

        let json = AnnotationDocument(seriesInstanceUID: "1", annotations: records).jsonData
        let read = try AnnotationDocument(json: json).annotations[0]
        let restored = try #require(AnnotationList.annotation(of: read, geometry: geometry) as? EllipseAnnotation)
        #expect(restored.place.isShown(on: .oblique(oblique)) && restored.place.section == crosshair.section(in: .coronal))
        #expect(restored.center == Point2D(20, 16) && restored.radii == Point2D(10, 4))
        #expect(restored.place.patientPosition(of: restored.center)?.isClose(to: place.patientPosition(of: Point2D(20, 16))!, tolerance: 1e-9) == true)
    }
}
