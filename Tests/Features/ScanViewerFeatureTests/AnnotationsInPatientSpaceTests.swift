import FeatureSupport
import Foundation
import Testing
import TomoAnnotations
import TomoCore
import TomoTestSupport
import TomoVolume
@testable import ScanViewerFeature

/// Annotations placed in patient space: one made on a view shows on the other views whose plane lies in it or
/// passes through it, on the series of another pane of the same frame of reference, and a document written
/// before annotations kept their positions opens and is written again with them, losing nothing. The series
/// are held in memory: 16 × 12 pixels of 1 mm, their first voxel at the origin.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct AnnotationsInPatientSpaceTests {
    /// A viewer of `series` (the first open) in three planes of 320 × 240 points, at slice `slice`.
    private func openModel(_ series: [InMemorySeriesSource.Series], slice: Int, store: AnnotationFolder? = nil) async -> ScanViewerModel {
        let model = ScanViewerModel(environment: ScanViewerEnvironment(source: InMemorySeriesSource(series), annotationStore: store))
        await model.open()
        await model.waitUntilPreloaded()
        model.setLayout(.threePlanes)
        for plane in VolumePlane.allCases { model.setViewSize(Size2D(320, 240), of: plane) }
        model.setIndex(slice)
        await model.waitUntilViewsDrawn()
        return model
    }

    /// Shows section `section` in `plane`'s view of `model`.
    private func show(_ section: Int, in plane: VolumePlane, of model: ScanViewerModel) {
        model.moveSection(of: plane, by: section - model.section(shownIn: plane))
        #expect(model.section(shownIn: plane) == section)
    }

    @Test("A length drawn on the axial view is found on the coronal view through it, and dotted where the sagittal view crosses it")
    func axialLengthOnTheOtherPlanes() async throws {
        let model = await openModel([try .gradient(columns: 16, rows: 12, slices: 20)], slice: 10)
        model.annotate(in: .axial) { LengthAnnotation(place: $0, start: Point2D(2.5, 3.5), end: Point2D(10.5, 3.5)) }
        let geometry = try #require(model.series?.geometry)
        func lengths(in plane: VolumePlane) -> [AnnotationDrawing] { model.annotationDrawings(shownIn: plane).filter { $0.label == "8.0 mm" } }

        // Coronal row 3 holds the line: drawn whole, solid, where slice 10 shows on it; not grabbed there.
        show(3, in: .coronal, of: model)
        let row = Double(geometry.sectionPixel(ofVoxel: (column: 2, row: 3, slice: 10), in: .coronal).row) + 0.5
        let onCoronal = try #require(lengths(in: .coronal).first)
        #expect(!onCoronal.isThrough && onCoronal.handles.isEmpty)
        guard case .line(let start, let end) = try #require(onCoronal.shapes.first) else { Issue.record("not a line"); return }
        #expect(abs(start.x - 2.5) < 1e-9 && abs(end.x - 10.5) < 1e-9 && abs(start.y - row) < 1e-9 && abs(end.y - row) < 1e-9, "\(start) \(end)")
        // Half a section away (rows are 1 mm apart) it is not.
        show(4, in: .coronal, of: model)
        #expect(lengths(in: .coronal).isEmpty)

        // The sagittal plane of column 6 passes through it: dotted; column 12 misses it.
        show(6, in: .sagittal, of: model)
        #expect(lengths(in: .sagittal).map(\.isThrough) == [true])
        show(12, in: .sagittal, of: model)
        #expect(lengths(in: .sagittal).isEmpty)

        // The axial view it was made on draws it as before, with its handles; the next slice does not.
        #expect(lengths(in: .axial).map(\.handles.count) == [2])
        model.setIndex(11)
        await model.waitUntilViewsDrawn()
        #expect(lengths(in: .axial).isEmpty)
    }

    @Test("A finding shows on a pane of another series in its frame of reference, at the same place in the patient, and on no other")
    func findingOnAnotherPane() async throws {
        // Slices 2 mm apart beside slices 1 mm apart: slice 10 of the first lies at 20 mm, slice 20 of the second.
        let coarse = try InMemorySeriesSource.Series.gradient(columns: 16, rows: 12, slices: 20, frameOfReferenceUID: "1.2.826.0.1.99")
        for (frame, shown) in [("1.2.826.0.1.99", true), ("1.2.826.0.1.42", false)] {
            let fine = try InMemorySeriesSource.Series.gradient(columns: 16, rows: 12, slices: 40, sliceSpacing: 1, frameOfReferenceUID: frame)
            let model = await openModel([coarse, fine], slice: 10)
            model.annotate(in: .axial) { LengthAnnotation(place: $0, start: Point2D(2.5, 3.5), end: Point2D(10.5, 3.5)) }
            await model.openBeside(model.loading.source, pacsTarget: nil, seriesID: fine.entry.id)
            #expect(model.panes.count == 2 && model.series?.entry.id == fine.entry.id)
            model.setViewSize(Size2D(320, 240), of: .axial)
            model.setIndex(20)
            await model.waitUntilViewsDrawn()
            let seen = model.annotationDrawings(shownIn: .axial).filter { $0.label == "8.0 mm" }
            #expect(seen.count == (shown ? 1 : 0), "frame \(frame)")
            if shown {
                #expect(seen.first?.handles.isEmpty == true && seen.first?.isThrough == false)
                guard case .line(let start, let end) = seen.first?.shapes.first else { Issue.record("not a line"); continue }
                #expect(abs(start.x - 2.5) < 1e-9 && abs(start.y - 3.5) < 1e-9 && abs(end.x - 10.5) < 1e-9)
                model.setIndex(22)
                await model.waitUntilViewsDrawn()
                #expect(model.annotationDrawings(shownIn: .axial).allSatisfy { $0.label != "8.0 mm" }, "2 mm away: not there")
            }
        }
    }

    @Test("A document written before annotations kept their positions opens, and is written again with them; a record off the series is kept")
    func oldDocumentOpensAndIsRewritten() async throws {
        let url = FileManager.default.temporaryDirectory.appending(path: "tomo-old-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        let series = try InMemorySeriesSource.Series.gradient(columns: 16, rows: 12, slices: 20, frameOfReferenceUID: "1.2.826.0.1.7")
        let old = """
            {"seriesInstanceUID": "\(series.entry.id)", "annotations": [
              {"kind": "ellipse", "plane": "axial", "slice": 10, "center": [6, 4.5], "radii": [4, 3.5]},
              {"kind": "length", "plane": "axial", "slice": 99, "points": [[1, 1], [5, 1]]}
            ]}
            """
        let folder = AnnotationFolder(url: url)
        try await folder.save(try AnnotationDocument(json: Data(old.utf8)))

        let model = await openModel([series], slice: 10, store: folder)
        await model.keeper.waitUntilKept()
        await model.waitUntilRegionsMeasured()
        let ellipse = try #require(model.annotations(EllipseAnnotation.self, shownIn: .axial).first)
        #expect(ellipse.center == Point2D(6.5, 5) && ellipse.radii == Point2D(4, 3.5))
        #expect(model.keeper.notice?.contains("1 saved annotation") == true, "the record off the series is said")

        guard case .document(let written) = await folder.document(ofSeries: series.entry.id) else { throw CancellationError() }
        #expect(written.frameOfReferenceUID == "1.2.826.0.1.7")
        #expect(written.annotations.count == 2, "the record that could not be placed is written back")
        let rewritten = try #require(written.annotations.first)
        #expect(rewritten.kind == .ellipse && rewritten.points == [RegionPoint(x: 6, y: 4.5), RegionPoint(x: 10, y: 4.5), RegionPoint(x: 6, y: 8)])
        // Voxel (6, 4.5) of slice 10: 1 mm pixels from the origin, slices 2 mm apart.
        #expect(rewritten.positions == [Vector3(6, 4.5, 20), Vector3(10, 4.5, 20), Vector3(6, 8, 20)])
        #expect(written.annotations[1].slice == 99 && written.annotations[1].positions.isEmpty)
        let text = String(decoding: written.jsonData, as: UTF8.self)
        #expect(text.contains("\"positions\"") && !text.contains("\"radii\""), "\(text)")
    }
}
