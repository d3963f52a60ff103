import FeatureSupport
import ScanViewerFeature
import Testing
import TomoCore
import TomoSeries
import TomoTestSupport
import TomoVolume

/// Reading tools on the head CT (held in memory: the files' path has its own tests), as a front end forwards them: the view's size, keys, the pointer's moves,
/// drags and clicks in view points. Every expectation is worked out from the series' own geometry.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct ScanViewerPointerTests {
    /// The head CT open at slice 54 (index 53) in a 600 × 400 point view.
    private func openHead() async throws -> (ScanViewerModel, HeadCTSeries) {
        let head = try await HeadCTSeries.shared()
        let model = ScanViewerModel(environment: ScanViewerEnvironment(source: InMemorySeriesSource([try await .headCT()])))
        await model.open()
        #expect(model.viewport(of: .axial) == nil, "no size yet")
        model.setViewSize(Size2D(600, 400), of: .axial)
        model.setIndex(53)
        await model.waitUntilDrawn()
        return (model, head)
    }

    @Test func keysZoomFitTurnMirrorAndInvertTheActiveViewAndTheOverlaySaysSo() async throws {
        let (model, head) = try await openHead()
        let spacing = head.volume.geometry.pixelSpacing.column
        var viewport = try #require(model.viewport(of: .axial))
        #expect(viewport.isFitted && abs(viewport.pointsPerPixel - 400.0 / 256) < 1e-9, "256 pixels fitted to 400 points")
        #expect(viewport.imagePoint(ofViewPoint: Point2D(300, 200)) == Point2D(128, 128))
        let overlay = try #require(model.overlay(of: .axial))
        #expect(overlay.topLeft == ["Cranium, Test · 2024-01-15 · Head", head.volume.title])
        #expect(overlay.bottomLeft == ["slice 54 / 108 · 119.5 mm"])
        let window = head.volume.defaultWindow
        #expect(overlay.bottomRight == ["W \(Int(window.width))  L \(Int(window.level))", "Zoom 156%"])
        #expect(overlay.markers == OrientationMarkers(top: "A", bottom: "P", left: "R", right: "L"), "axial, head first")
        let bar = try #require(overlay.scaleBar)
        #expect(abs(bar.points - bar.millimetres * viewport.scale) < 1e-9 && bar.points <= 150 && bar.label == "5 cm")

        #expect(model.handle(.character("+")) && model.handle(.character("+")))
        viewport = try #require(model.viewport(of: .axial))
        #expect(abs(viewport.pointsPerPixel - 400.0 / 256 * 1.5625) < 1e-9)
        #expect(model.handle(.character("0")))
        #expect(abs(try #require(model.viewport(of: .axial)).pointsPerPixel - 1) < 1e-9 && model.overlay(of: .axial)?.bottomRight.last == "Zoom 100%")
        #expect(model.handle(.character("-")))
        #expect(abs(try #require(model.viewport(of: .axial)).scale - 0.8 / spacing) < 1e-9)
        #expect(model.handle(.character("=")) && model.viewport(of: .axial)?.isFitted == true)

        #expect(model.handle(.character("r")))
        #expect(model.overlay(of: .axial)?.markers == OrientationMarkers(top: "R", bottom: "L", left: "P", right: "A"))
        #expect(model.handle(.character("l")) && model.handle(.character("h")))
        #expect(model.overlay(of: .axial)?.markers == OrientationMarkers(top: "A", bottom: "P", left: "L", right: "R"))
        #expect(model.handle(.character("v")))
        #expect(model.overlay(of: .axial)?.markers == OrientationMarkers(top: "P", bottom: "A", left: "L", right: "R"))
        #expect(model.handle(.character("i")) && model.viewport(of: .axial)?.isInverted == true)
        #expect(model.overlay(of: .axial)?.bottomRight.last == "Zoom 156% · inverted")

        model.setIndex(60)
        #expect(model.viewport(of: .axial)?.isInverted == true, "the view stays as shaped while scrolling")
        #expect(model.handle(.control("0")))
        viewport = try #require(model.viewport(of: .axial))
        #expect(viewport.isFitted && !viewport.isInverted && viewport.orientation == .upright)

        #expect(model.handle(.character("3")) && model.selectedPresetName == model.presets[2].name)
        #expect(!model.handle(.character("9")), "no ninth preset")
        #expect(model.handle(.character("o")) && model.overlay(of: .axial) == nil)
        #expect(model.handle(.character("o")) && model.overlay(of: .axial) != nil)
    }

    @Test func thePointerProbesMovesThroughSlicesAndZoomsAboutItselfWithControl() async throws {
        let (model, _) = try await openHead()
        await model.waitUntilPreloaded()
        let viewport = try #require(model.viewport(of: .axial))
        let point = viewport.viewPoint(ofImagePoint: Point2D(200.5, 37.5))
        model.pointerMoved(to: point, in: .axial)
        await model.waitUntil { $0.pointerProbe?.column == 200 && $0.pointerProbe?.row == 37 }
        let expected = try #require(await model.probe(column: 200, row: 37))
        #expect(model.pointerProbe == expected)
        #expect(model.overlay(of: .axial)?.bottomLeft == ["slice 54 / 108 · 119.5 mm", ScanViewerModel.probeText(expected)])
        model.pointerMoved(to: Point2D(10, 10), in: .axial)
        #expect(model.pointerProbe == nil && model.pointerProbeText == nil, "beside the image: no reading")

        // The wheel under a still pointer: the reading follows the slice.
        model.pointerMoved(to: point, in: .axial)
        model.wheel(2, at: point, zooming: false, in: .axial)
        #expect(model.index == 55)
        await model.waitUntil { $0.pointerProbe?.slice == 55 }
        let followed = await model.probe(column: 200, row: 37)
        #expect(followed != nil && model.pointerProbe == followed)
        model.wheel(-3, at: point, zooming: true, in: .axial)
        let zoomed = try #require(model.viewport(of: .axial))
        #expect(abs(zoomed.pointsPerPixel - viewport.pointsPerPixel * 1.953125) < 1e-9)
        let still = zoomed.imagePoint(ofViewPoint: point)
        #expect(abs(still.x - 200.5) < 1e-9 && abs(still.y - 37.5) < 1e-9, "what is under the pointer stays there")
    }

    @Test func dragsDrawLengthsAdjustTheWindowAndPanClicksPinAndSelect() async throws {
        let (model, head) = try await openHead()
        let spacing = head.volume.geometry.pixelSpacing.column
        let viewport = try #require(model.viewport(of: .axial))
        func view(_ x: Double, _ y: Double) -> Point2D { viewport.viewPoint(ofImagePoint: Point2D(x, y)) }

        // The length tool: a drag draws a line, kept at release.
        #expect(model.handle(.character("m")) && model.tool == .length && model.overlay(of: .axial)?.topRight == ["Length tool"])
        model.pointerPressed(.primary, at: view(20, 30), in: .axial)
        model.pointerDragged(to: view(70, 30))
        #expect(abs(((model.tools.draft as? LengthAnnotation)?.millimetres ?? 0) - 50 * spacing) < 1e-9)
        await model.pointerReleased(at: view(120, 30))
        #expect(model.tools.draft == nil)
        let length = try #require(model.annotations(LengthAnnotation.self, shownIn: .axial).first)
        #expect(abs(length.millimetres - 100 * spacing) < 1e-9 && length.lengthText == "95.7 mm")
        #expect(model.annotations.selectedID == length.id)

        // A right drag adjusts the window whatever the tool; a middle drag pans.
        let before = try #require(model.window)
        model.pointerPressed(.secondary, at: view(128, 128), in: .axial)
        await model.pointerReleased(at: view(128, 128) + Point2D(40, 24))
        let after = try #require(model.window)
        #expect(after.width > before.width && after.level > before.level)
        model.pointerPressed(.middle, at: Point2D(300, 200), in: .axial)
        await model.pointerReleased(at: Point2D(330, 190))
        #expect(model.viewport(of: .axial)?.pan == Point2D(30, -10))
        #expect(model.annotations(LengthAnnotation.self, shownIn: .axial).count == 1, "only the length tool's drags draw")
        #expect(model.handle(.character("=")))

        // The probe tool: a click pins the reading, listed with its slice.
        #expect(model.handle(.character("p")) && model.tool == .probe)
        model.pointerPressed(.primary, at: view(128.5, 128.5), in: .axial)
        await model.pointerReleased(at: view(128.5, 128.5))
        let pin = try #require(model.annotations(ProbeAnnotation.self, shownIn: .axial).first)
        #expect(pin.reading == (try #require(await model.probe(column: 128, row: 128))) && pin.point == Point2D(128.5, 128.5))
        let pinned = try #require(pin.place.patientPosition(of: pin.point)), read = try #require(pin.reading.position)
        #expect((pinned - read).length < 1e-6, "the pin lies where the probe read: \(pinned), \(read)")
        #expect(model.annotations.listed.map(\.text) == ["Axial 54: 95.7 mm", "Axial 54: \(pin.text)"])

        // Back to the window tool: a click near the line selects it, Delete deletes it.
        #expect(model.handle(.character("p")) && model.tool == .windowLevel)
        model.pointerPressed(.primary, at: view(60, 31), in: .axial)
        await model.pointerReleased(at: view(60, 31))
        #expect(model.annotations.selectedID == length.id)
        #expect(model.handle(.named(.delete)) && model.annotations.all(LengthAnnotation.self).isEmpty && model.annotations.all(ProbeAnnotation.self) == [pin])
        #expect(!model.handle(.named(.delete)), "nothing selected")
    }
}
