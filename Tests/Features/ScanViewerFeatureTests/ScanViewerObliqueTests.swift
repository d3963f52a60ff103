import Foundation
import ScanViewerFeature
import Testing
import TomoCore
import TomoImaging
import TomoSeries
import TomoTestSupport
import TomoVolume

/// Oblique views on the head CT (256 × 256 × 108, 0.957 mm pixels, 1.5 mm slices) in three planes: a
/// crosshair line's handle dragged with the pointer turns the other two planes, each turned view shows
/// the volume's trilinear HU on its plane (checked against the test's own sampling of the voxels), keeps
/// true millimetres for the probe, lengths and regions, names its edges with two letters past 15°, and
/// Ctrl+R puts every plane back square.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct ScanViewerObliqueTests {
    private func openHeadInThreePlanes() async throws -> ScanViewerModel {
        let model = ScanViewerModel(environment: ScanViewerEnvironment(source: InMemorySeriesSource([try await .headCT()])))
        await model.open()
        for plane in VolumePlane.allCases { model.setViewSize(Size2D(400, 400), of: plane) }
        await model.waitUntilPreloaded()
        #expect(model.handle(.control("3")))
        model.setIndex(53)
        await model.waitUntilViewsDrawn()
        return model
    }

    /// The trilinear HU at patient point `position`, from the voxels one by one, rounded half up; −1024
    /// outside the volume.
    private func trilinear(_ volume: CTVolume, at position: Vector3) -> Int16 {
        let geometry = volume.geometry
        let voxel = geometry.voxelPoint(of: position)
        let limits = [geometry.columns, geometry.rows, geometry.sliceCount].map { Double($0 - 1) }
        let coordinates = voxel.components
        guard zip(coordinates, limits).allSatisfy({ $0.0 >= -1e-6 && $0.0 <= $0.1 + 1e-6 }) else { return -1024 }
        let clamped = zip(coordinates, limits).map { min(max($0.0, 0), $0.1) }
        let low = zip(clamped, limits).map { min(Int($0.0.rounded(.down)), max(Int($0.1) - 1, 0)) }
        let fraction = zip(clamped, low).map { $0.0 - Double($0.1) }
        var sum = 0.0
        for corner in 0..<8 {
            let offsets = [corner & 1, (corner >> 1) & 1, (corner >> 2) & 1]
            let index = zip(low, offsets).map { $0.0 + $0.1 }
            let weight = zip(fraction, offsets).reduce(1.0) { $0 * ($1.1 == 1 ? $1.0 : 1 - $1.0) }
            guard weight > 0 else { continue }
            sum += weight * Double(volume.value(column: index[0], row: index[1], slice: index[2]) ?? 0)
        }
        return Int16((sum + 0.5).rounded(.down))
    }

    /// Drags the handle of `line`'s line in `plane`'s view about the crosshair by `degrees` (clockwise on
    /// screen), in steps, as a pointer would.
    private func turn(_ model: ScanViewerModel, in plane: VolumePlane, line: VolumePlane, by degrees: Double) async throws {
        let viewport = try #require(model.viewport(of: plane))
        let lineShown = try #require(model.crosshairLines(in: plane).first { $0.plane == line })
        let center = viewport.viewPoint(ofImagePoint: try #require(model.crosshairPoint(in: plane)))
        let handle = viewport.viewPoint(ofImagePoint: lineShown.handles[0])
        let offset = handle - center
        model.pointerPressed(.primary, at: handle, in: plane)
        for step in 1...10 {
            let angle = degrees * Double.pi / 180 * Double(step) / 10
            model.pointerDragged(to: center + Point2D(
                offset.x * cos(angle) - offset.y * sin(angle), offset.x * sin(angle) + offset.y * cos(angle)))
        }
        await model.pointerReleased(at: center + Point2D(
            offset.x * cos(degrees * .pi / 180) - offset.y * sin(degrees * .pi / 180),
            offset.x * sin(degrees * .pi / 180) + offset.y * cos(degrees * .pi / 180)))
        await model.waitUntilViewsDrawn()
    }

    @Test func draggingALinesHandleTurnsTheOtherPlanesAndEachShowsTheTrilinearHU() async throws {
        let model = try await openHeadInThreePlanes()
        let volume = try #require(model.series?.volume)
        let window = try #require(model.window)
        let squareAxial = model.image(shownIn: .axial)
        #expect(model.crosshairLines(in: .axial).map(\.plane) == [.coronal, .sagittal])
        #expect(model.crosshairLines(in: .axial).allSatisfy { $0.handles.count == 2 })
        #expect(!model.isOblique && model.obliquePlane(shownIn: .coronal) == nil)

        // 30° in the axial view: the coronal and sagittal planes turn about the axial normal (z).
        try await turn(model, in: .axial, line: .coronal, by: 30)
        #expect(model.isOblique && model.tool == .windowLevel && model.window == window, "the drag turned, not windowed")
        #expect(model.obliquePlane(shownIn: .axial) == nil && model.image(shownIn: .axial) == squareAxial)
        let coronal = try #require(model.obliquePlane(shownIn: .coronal))
        let turned = Vector3(cos(.pi / 6), sin(.pi / 6), 0)
        #expect(coronal.rowDirection.isClose(to: turned, tolerance: 1e-6), "\(coronal.rowDirection)")
        #expect(coronal.columnDirection.isClose(to: Vector3(0, 0, -1), tolerance: 1e-9), "head up")
        #expect(coronal.spacing == volume.geometry.pixelSpacing.column)
        let sagittal = try #require(model.obliquePlane(shownIn: .sagittal))
        #expect(abs(sagittal.rowDirection.cross(sagittal.columnDirection).dot(coronal.rowDirection.cross(coronal.columnDirection))) < 1e-9)

        // The coronal view's image: the trilinear HU at each pixel's centre (checked on every fourth row and
        // column), windowed.
        let shown = try #require(model.image(shownIn: .coronal))
        #expect(shown.oblique == coronal && shown.image.width == coronal.width && shown.image.height == coronal.height)
        let section = try #require(volume.section(.oblique(coronal)))
        let samples = section.samples
        var wrong: [String] = []
        for row in stride(from: 0, to: coronal.height, by: 4) {
            for column in stride(from: 0, to: coronal.width, by: 4) {
                let expected = trilinear(volume, at: coronal.position(column: Double(column), row: Double(row)))
                if samples[row * coronal.width + column] != expected { wrong.append("(\(column), \(row)): \(samples[row * coronal.width + column]) not \(expected)") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(5))")
        #expect(samples.contains { $0 > 300 } && samples.contains(-1024), "bone inside, air past the volume")
        #expect(!section.filledRows.contains(false))
        #expect(shown.image == (try section.image(window: window)))

        // The crosshair still crosses at its voxel in every view; the turned view names its sides with two letters.
        let crosshair = try #require(model.crosshair)
        #expect(crosshair.column == 128 && crosshair.row == 128 && crosshair.slice == 53)
        #expect(model.crosshairLines(in: .coronal).count == 2)
        #expect(model.overlay(of: .coronal)?.markers == OrientationMarkers(top: "S", bottom: "I", left: "RA", right: "LP"))
        #expect(model.overlay(of: .coronal)?.bottomLeft.first?.hasPrefix("coronal oblique · (") == true)

        // The probe reads the trilinear HU at the pixel's centre and says where it is.
        let viewport = try #require(model.viewport(of: .coronal))
        let pixel = Point2D(150, 120)
        model.pointerMoved(to: viewport.viewPoint(ofImagePoint: pixel + Point2D(0.5, 0.5)), in: .coronal)
        await model.waitUntil { $0.pointerProbe != nil }
        let reading = try #require(model.pointerProbe)
        let position = coronal.position(column: pixel.x, row: pixel.y)
        #expect(reading.value == Double(trilinear(volume, at: position)))
        #expect(reading.position.map { $0.isClose(to: position, tolerance: 1e-9) } == true)
        model.pointerLeft(.coronal)

        // A length there is in the view's millimetres; an ellipse reads the plane's own samples.
        #expect(model.handle(.character("m")))
        let start = viewport.viewPoint(ofImagePoint: Point2D(100, 100)), end = viewport.viewPoint(ofImagePoint: Point2D(160, 180))
        model.pointerPressed(.primary, at: start, in: .coronal)
        model.pointerDragged(to: end)
        await model.pointerReleased(at: end)
        let length = try #require(model.annotations(LengthAnnotation.self, shownIn: .coronal).first)
        #expect(length.place.oblique == coronal && length.place.title.hasPrefix("Coronal oblique"))
        #expect(abs(length.millimetres - length.start.distance(to: length.end) * coronal.spacing) < 1e-9)
        let ends = (try #require(length.place.patientPosition(of: length.start)) - (try #require(length.place.patientPosition(of: length.end)))).length
        #expect(abs(ends - length.millimetres) < 1e-9, "the same length in patient space")
        #expect(model.annotations(shownIn: .sagittal).isEmpty && model.annotations(shownIn: .axial).isEmpty)

        #expect(model.handle(.character("e")))
        let corner = viewport.viewPoint(ofImagePoint: Point2D(120, 140)), opposite = viewport.viewPoint(ofImagePoint: Point2D(150, 170))
        model.pointerPressed(.primary, at: corner, in: .coronal)
        model.pointerDragged(to: opposite)
        await model.pointerReleased(at: opposite)
        await model.waitUntilRegionsMeasured()
        let ellipse = try #require(model.annotations(EllipseAnnotation.self, shownIn: .coronal).first)
        let statistics = try #require(ellipse.measurement?.statistics)
        var values: [Double] = []
        for row in 0..<coronal.height {
            for column in 0..<coronal.width {
                let x = (Double(column) + 0.5 - ellipse.center.x) / ellipse.radii.x
                let y = (Double(row) + 0.5 - ellipse.center.y) / ellipse.radii.y
                if x * x + y * y <= 1 { values.append(Double(samples[row * coronal.width + column])) }
            }
        }
        let mean = values.reduce(0, +) / Double(values.count)
        #expect(statistics.count == values.count && values.count > 500)
        #expect(abs(statistics.mean - mean) < 1e-9 && statistics.maximum == values.max()!)

        // Scrolling the turned view moves the crosshair along its normal, a pixel's spacing a step.
        #expect(model.handle(.character("e")) && model.tool == .windowLevel)
        let before = crosshair.position
        model.wheel(3, at: Point2D(200, 200), zooming: false, in: .coronal)
        await model.waitUntilViewsDrawn()
        let moved = try #require(model.crosshair).position - before
        let normal = coronal.rowDirection.cross(coronal.columnDirection)
        #expect(moved.isClose(to: normal * (3 * coronal.spacing), tolerance: 1e-9))
        #expect(model.annotations(shownIn: .coronal).isEmpty, "the annotations stay on their plane")
        model.wheel(-3, at: Point2D(200, 200), zooming: false, in: .coronal)
        #expect(model.annotations(shownIn: .coronal).count == 2)

        // A MIP slab of the turned view: its parallels within 2.5 mm projected; the ellipse reads the slab.
        #expect(model.activePlane == .coronal && model.handle(.character("]")))
        await model.waitUntilViewsDrawn()
        await model.waitUntilRegionsMeasured()
        let slab = Slab(thickness: 5, projection: .mip)
        let plane = try #require(model.obliquePlane(shownIn: .coronal))
        let projected = try #require(volume.section(.oblique(plane), slab: slab))
        #expect(model.image(shownIn: .coronal)?.image == (try projected.image(window: window)))
        #expect(model.overlay(of: .coronal)?.bottomLeft.contains("MIP 5 mm") == true)
        let onSlab = try #require(model.annotations(EllipseAnnotation.self, shownIn: .coronal).first?.measurement)
        #expect(onSlab.slab == slab && onSlab.statistics == projected.statistics(in: ellipse.region))
        #expect(try #require(onSlab.statistics).maximum >= statistics.maximum, "a MIP holds the plane's own maximum or more")
    }

    @Test func aSecondViewsHandleMakesADoubleObliqueAndCtrlRPutsThePlanesBackSquare() async throws {
        let model = try await openHeadInThreePlanes()
        let squareCoronal = try #require(model.image(shownIn: .coronal))
        try await turn(model, in: .axial, line: .sagittal, by: 20)
        try await turn(model, in: .coronal, line: .axial, by: -25)
        let planes = try VolumePlane.allCases.map { try #require(model.obliquePlane(shownIn: $0), "\($0) is turned") }
        let normals = planes.map { $0.rowDirection.cross($0.columnDirection) }
        #expect(abs(normals[0].dot(normals[1])) < 1e-9 && abs(normals[0].dot(normals[2])) < 1e-9 && abs(normals[1].dot(normals[2])) < 1e-9)
        // The sagittal plane, turned about two axes, leans on all three: its sides read two letters.
        let markers = try #require(model.overlay(of: .sagittal)?.markers)
        #expect([markers.top, markers.bottom, markers.left, markers.right].filter { $0.count == 2 }.count >= 2, "\(markers)")
        // The crosshair is where every turned plane passes.
        let position = try #require(model.crosshair).position
        for plane in planes {
            #expect(abs((position - plane.center).dot(plane.rowDirection.cross(plane.columnDirection))) < 1e-9)
        }

        // The axial layout shows the slider's slice as it is, and the turns come back with three planes.
        let slice = model.index
        #expect(model.handle(.control("1")))
        await model.waitUntilViewsDrawn()
        #expect(model.obliquePlane(shownIn: .axial) == nil && model.image(shownIn: .axial)?.index == slice)
        #expect(model.image(shownIn: .axial)?.oblique == nil && model.crosshairLines(in: .axial).isEmpty)
        #expect(model.handle(.control("3")) && model.obliquePlane(shownIn: .axial) == planes[0])

        #expect(model.handle(.control("r")))
        await model.waitUntilViewsDrawn()
        #expect(!model.isOblique && VolumePlane.allCases.allSatisfy { model.obliquePlane(shownIn: $0) == nil })
        #expect(model.image(shownIn: .coronal) == squareCoronal)
        #expect(model.crosshairLines(in: .axial).map { $0.start.y == $0.end.y || $0.start.x == $0.end.x } == [true, true])
        #expect(!model.handle(.control("r")), "nothing left to put back")
    }
}
