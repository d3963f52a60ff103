import FeatureSupport
import ScanViewerFeature
import Testing
import TomoCore
import TomoImaging
import TomoSeries
import TomoTestSupport
import TomoVolume

/// The 3D view on the head CT, headless: its images against the volume's own renderings, the drag that turns it
/// (drafts, then the full image), the right drag that shifts a preset or moves a projection's window, its keys.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct ScanViewer3DTests {
    private func openIn3D() async throws -> (ScanViewerModel, CTVolume) {
        let model = ScanViewerModel(environment: ScanViewerEnvironment(source: InMemorySeriesSource([try await .headCT()])))
        await model.open()
        await model.waitUntilPreloaded()
        model.setVolumeViewSize(Size2D(300, 200))
        #expect(model.handle(.control("4")) && model.layout == .planesAnd3D && model.layout.shows3D)
        await model.volumeView.waitUntilDrawn()
        return (model, try #require(model.series?.volume))
    }

    @Test func theViewShowsTheVolumesRenderingAndADragTurnsIt() async throws {
        let (model, volume) = try await openIn3D()
        let first = try #require(model.volumeView.shown)
        #expect(!first.isDraft && first.look == .preset(.ctBone) && first.camera == VolumeCamera())
        #expect(first.image == (try volume.rendering(.ctBone, camera: VolumeCamera(), width: 300, height: 200).image()))
        #expect(model.volumeCaption?.hasPrefix("CT-Bone · from anterior · ") == true)

        // Right 40 points and up 10: the camera 20° towards the patient's right, 5° below; a draft (its size adapted
        // to its rendering time: a sixth to half each way).
        model.volumePressed(.primary, at: Point2D(100, 100))
        model.volumeDragged(to: Point2D(140, 90))
        await model.volumeView.waitUntilDrawn()
        let draft = try #require(model.volumeView.shown)
        let (width, height) = (draft.image.width, draft.image.height)
        #expect(draft.isDraft && (50...150).contains(width) && abs(Double(height) - Double(width) * 2 / 3) <= 1, "\(width) × \(height)")
        #expect(draft.camera == VolumeCamera(azimuth: -20, elevation: -5))
        let spacing = min(volume.geometry.pixelSpacing.row, volume.geometry.pixelSpacing.column, volume.geometry.sliceSpacing)
        let coarse = try volume.rendering(.ctBone, camera: draft.camera, width: width, height: height, options: RayCastingOptions(sampleSpacing: spacing))
        #expect(draft.image == (try coarse.image()), "samples a voxel apart")
        model.volumeReleased()
        await model.volumeView.waitUntilDrawn()
        let full = try #require(model.volumeView.shown)
        let refined = try volume.rendering(.ctBone, camera: draft.camera, width: 300, height: 200).image()
        #expect(!full.isDraft && full.image == refined)
        #expect(model.volumeOrientationLetters.map { [$0.left, $0.right] } == ["RP", "LA"], "turned towards the right")
    }

    @Test func dragsTurnTheVolumeAsATrackballOverTheTopAndRollIt() async throws {
        let (model, _) = try await openIn3D()
        // Down 180 points: the top tilted towards the reader by 90°, seen from above the head.
        model.volumePressed(.primary, at: Point2D(100, 100))
        model.volumeDragged(to: Point2D(100, 280))
        model.volumeReleased()
        await model.volumeView.waitUntilDrawn()
        #expect(model.volumeView.shown?.camera == VolumeCamera(elevation: 90))
        #expect(model.volumeCaption?.hasPrefix("CT-Bone · from superior · ") == true && model.volumeSideMenuSelection == 4)
        // Then right 60 points: about the picture's vertical (the patient's front-to-back axis now), which rolls it.
        model.volumePressed(.primary, at: Point2D(100, 100))
        model.volumeDragged(to: Point2D(160, 100))
        model.volumeReleased()
        await model.volumeView.waitUntilDrawn()
        let turned = try #require(model.volumeView.shown?.camera)
        #expect(turned == VolumeCamera(elevation: 90).turned(right: -30, up: 0) && turned.roll != 0 && abs(turned.elevation - 60) < 1e-9)
        #expect(model.volumeCaption?.contains("roll \(Int(turned.roll.rounded()))°") == true, "\(model.volumeCaption ?? "")")
        #expect(model.volumeSideMenuSelection == nil)
        // D goes on to the next standard view, unrolled.
        #expect(model.perform(.nextStandardView))
        await model.volumeView.waitUntilDrawn()
        #expect(model.volumeView.shown?.camera == VolumeCamera())
    }

    @Test func aRightDragShiftsThePresetOrMovesAProjectionsWindow() async throws {
        let (model, volume) = try await openIn3D()
        model.volumePressed(.secondary, at: Point2D(100, 100))
        model.volumeDragged(to: Point2D(100, 80))
        model.volumeReleased()
        await model.volumeView.waitUntilDrawn()
        let shifted = try #require(model.volumeView.shown)
        #expect(shifted.shift == 40 && model.volumeCaption?.hasPrefix("CT-Bone +40 HU") == true)
        var moved = VolumeTransferFunction.ctBone
        moved.colours = moved.colours.map { .init($0.value + 40, $0.red, $0.green, $0.blue) }
        moved.opacities = moved.opacities.map { .init($0.value + 40, $0.opacity) }
        #expect(shifted.image == (try volume.rendering(moved, camera: VolumeCamera(), width: 300, height: 200).image()))

        // A preset colours the volume itself: a new window leaves its image as it is, not made again.
        model.adjustWindow(width: 100, level: 10)
        #expect(!model.volumeView.isDrawing)
        await model.volumeView.waitUntilDrawn()
        #expect(model.volumeView.shown == shifted)

        let mip = try #require(VolumeLook.all.firstIndex(of: .projection(.mip)))
        model.selectVolumeLook(at: mip)
        await model.volumeView.waitUntilDrawn()
        let window = try #require(model.window)
        let projected = try volume.projection(.mip, camera: VolumeCamera(), width: 300, height: 200).image(window: window)
        #expect(model.volumeView.shown?.image == projected && model.volumeView.shift == 0, "the MIP through the pane's window, unshifted")
        model.volumePressed(.secondary, at: Point2D(100, 100))
        model.volumeDragged(to: Point2D(160, 100))
        model.volumeReleased()
        await model.volumeView.waitUntilDrawn()
        let wider = try #require(model.window)
        #expect(wider.width > window.width, "right: a wider window")
        #expect(model.volumeView.shown?.image == (try volume.projection(.mip, camera: VolumeCamera(), width: 300, height: 200).image(window: wider)))
    }

    @Test func keysShowTheSidesTheLooksAndReset() async throws {
        let (model, _) = try await openIn3D()
        let sides = StandardView.allCases.map { VolumeCamera(azimuth: $0.angles.azimuth, elevation: $0.angles.elevation) }
        for expected in sides.dropFirst() + [sides[0]] {
            #expect(model.handle(.character("d")))
            await model.volumeView.waitUntilDrawn()
            #expect(model.volumeView.shown?.camera == expected)
        }
        #expect(model.volumeSideMenuItems.first == "From anterior" && model.volumeSideMenuSelection == 0)
        // A new look shows its draft first (in a frame or two), then its full image.
        #expect(model.handle(.character("x")) && model.volumeView.isDrawingDraft)
        await model.volumeView.waitUntilDrawn()
        #expect(model.volumeView.shown?.look == VolumeLook.all[(VolumeLook.all.firstIndex(of: .preset(.ctBone))! + 1)])
        #expect(model.volumeView.shown?.isDraft == false && !model.volumeView.isDrawingDraft)
        model.volumeWheel(-2)
        model.show3D(from: .superior)
        await model.volumeView.waitUntilDrawn()
        #expect(model.volumeView.shown?.camera == VolumeCamera(azimuth: 0, elevation: 90, zoom: 1.5625))
        #expect(model.volumeOrientationLetters.map { [$0.left, $0.top] } == ["R", "P"], "from above: right on the left, posterior up")
        #expect(model.handle(.control("d")))
        await model.volumeView.waitUntilDrawn()
        #expect(model.volumeView.shown?.camera == VolumeCamera())
        #expect(model.handle(.control("1")) && !model.handle(.character("d")), "no 3D view: D does nothing")
    }

    @Test func aMiddleDragPansAndCtrlXCutsTheCornerAwayAtTheCrosshair() async throws {
        let (model, volume) = try await openIn3D()
        let geometry = volume.geometry
        let pointSize = try VolumeCamera().imagePlane(of: geometry, width: 300, height: 200).spacing
        model.volumePressed(.middle, at: Point2D(100, 100))
        model.volumeDragged(to: Point2D(130, 120))
        model.volumeReleased()
        await model.volumeView.waitUntilDrawn()
        let panned = VolumeCamera(panRight: 30 * pointSize, panUp: -20 * pointSize)
        #expect(model.volumeView.shown?.camera == panned, "right 30 points and down 20")
        #expect(model.volumeView.shown?.image == (try volume.rendering(.ctBone, camera: panned, width: 300, height: 200).image()))

        model.setIndex(53)
        await model.volumeView.waitUntilDrawn()
        #expect(model.cutAwayButtonTitle == "Cut Away" && model.handle(.control("x")))
        await model.volumeView.waitUntilDrawn()
        let crosshair = try #require(model.crosshair?.point)
        let corner = VolumeBox.corner(of: geometry, at: crosshair, facing: panned.axes.forward)
        let cut = try #require(model.volumeView.shown)
        #expect(cut.cutAway == corner && model.cutAwayButtonTitle == "Whole Volume")
        #expect(model.volumeCaption?.contains("cut away at the crosshair") == true)
        let expected = try volume.rendering(.ctBone, camera: panned, width: 300, height: 200, options: RayCastingOptions(cutAway: corner)).image()
        #expect(cut.image == expected)
        #expect(try cut.image != volume.rendering(.ctBone, camera: panned, width: 300, height: 200).image())

        // The crosshair moves (to another slice): the cut follows it.
        model.setIndex(80)
        await model.volumeView.waitUntilDrawn()
        let moved = try #require(model.crosshair?.point)
        #expect(moved != crosshair && model.volumeView.shown?.cutAway == VolumeBox.corner(of: geometry, at: moved, facing: panned.axes.forward))

        #expect(model.handle(.control("x")))
        await model.volumeView.waitUntilDrawn()
        #expect(model.volumeView.shown?.cutAway == nil && model.cutAwayButtonTitle == "Cut Away")
        #expect(model.handle(.control("x")) && model.handle(.control("d")))
        await model.volumeView.waitUntilDrawn()
        #expect(model.volumeView.shown?.camera == VolumeCamera() && model.volumeView.shown?.cutAway == nil, "reset: centred, whole")
    }
}
