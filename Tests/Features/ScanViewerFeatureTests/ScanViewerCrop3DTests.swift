import FeatureSupport
import ScanViewerFeature
import Testing
import TomoCore
import TomoImaging
import TomoSeries
import TomoTestSupport
import TomoVolume

/// The 3D view's crop box, drawn with the crop tool in the planes: a box in a view keeps, in the 3D view, what lies
/// within it along that view's two directions; every plane outlines it; Ctrl+D gives the whole volume back.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct ScanViewerCrop3DTests {
    @Test func boxesDraggedInTheAxialAndCoronalViewsCropThe3DViewAllThreeWays() async throws {
        let model = ScanViewerModel(environment: ScanViewerEnvironment(source: InMemorySeriesSource([try await .headCT()])))
        await model.open()
        await model.waitUntilPreloaded()
        model.setVolumeViewSize(Size2D(300, 200))
        for plane in VolumePlane.allCases { model.setViewSize(Size2D(320, 240), of: plane) }
        #expect(model.perform(.planesAnd3DLayout))
        await model.volumeView.waitUntilDrawn()
        let volume = try #require(model.series?.volume)
        let geometry = volume.geometry
        #expect(model.cropOutline(in: .axial) == nil, "nothing cropped yet")

        #expect(model.perform(.cropTool) && model.tool == .crop3D && model.tool.title == "Crop 3D")
        // A box over the axial view: columns and rows as the pixels it touches, every slice still.
        let (imageA, imageB) = try await Self.dragBox(from: Point2D(100, 60), to: Point2D(220, 170), in: .axial, of: model)
        let columns = (Int(imageA.x.rounded(.down)), Int(imageB.x.rounded(.down)))
        let rows = (Int(imageA.y.rounded(.down)), Int(imageB.y.rounded(.down)))
        var expected = VolumeBox(
            lower: Vector3(Double(columns.0) - 0.5, Double(rows.0) - 0.5, -0.5),
            upper: Vector3(Double(columns.1) + 0.5, Double(rows.1) + 0.5, Double(geometry.sliceCount) - 0.5))
        #expect(model.volumeView.cropBox == expected)
        let shown = try #require(model.volumeView.shown)
        #expect(!shown.isDraft && shown.crop == expected && model.volumeCaption?.contains("cropped") == true)
        let cropped = try volume.rendering(
            .ctBone, camera: shown.camera, width: shown.image.width, height: shown.image.height, options: RayCastingOptions(crop: expected)).image()
        #expect(shown.image == cropped)
        #expect(shown.image != (try volume.rendering(.ctBone, camera: shown.camera, width: shown.image.width, height: shown.image.height).image()))
        #expect(model.cropOutline(in: .axial) == [
            Point2D(Double(columns.0), Double(rows.0)), Point2D(Double(columns.1 + 1), Double(rows.0)),
            Point2D(Double(columns.1 + 1), Double(rows.1 + 1)), Point2D(Double(columns.0), Double(rows.1 + 1)),
        ])

        // Then one over the coronal view: the columns again and the slices (rows down the view run from the head).
        let (imageC, imageD) = try await Self.dragBox(from: Point2D(140, 200), to: Point2D(60, 90), in: .coronal, of: model)
        let across = (Int(imageD.x.rounded(.down)), Int(imageC.x.rounded(.down)))
        let sectionRows = [imageC.y, imageD.y].map { geometry.slice(shownInSectionRow: Int($0.rounded(.down))) }
        expected.lower.x = Double(across.0) - 0.5
        expected.upper.x = Double(across.1) + 0.5
        expected.lower.z = Double(sectionRows.min()!) - 0.5
        expected.upper.z = Double(sectionRows.max()!) + 0.5
        #expect(model.volumeView.cropBox == expected && model.volumeView.shown?.crop == expected)
        // The sagittal view outlines the rows of the first box and the slices of the second.
        let outline = try #require(model.cropOutline(in: .sagittal))
        #expect(outline.map(\.x).min() == Double(rows.0) && outline.map(\.x).max() == Double(rows.1 + 1))
        #expect(outline.map(\.y).max()! - outline.map(\.y).min()! == Double(sectionRows.max()! - sectionRows.min()! + 1))

        // Ctrl+D: the whole volume again, no outline; the tool key again: the window tool.
        #expect(model.perform(.reset3DView))
        await model.volumeView.waitUntilDrawn()
        #expect(model.volumeView.cropBox == nil && model.volumeView.shown?.crop == nil && model.cropOutline(in: .axial) == nil)
        #expect(model.perform(.cropTool) && model.tool == .windowLevel)
    }

    /// Drags the crop tool from view point `start` to `end` over `plane`'s view and waits for the 3D view's image;
    /// the two ends in the view's image points.
    private static func dragBox(from start: Point2D, to end: Point2D, in plane: VolumePlane, of model: ScanViewerModel) async throws -> (Point2D, Point2D) {
        let viewport = try #require(model.viewport(of: plane))
        model.pointerPressed(.primary, at: start, in: plane)
        model.pointerDragged(to: end)
        await model.pointerReleased(at: end)
        await model.volumeView.waitUntilDrawn()
        return (viewport.imagePoint(ofViewPoint: start), viewport.imagePoint(ofViewPoint: end))
    }
}
