import Foundation
import ScanViewerFeature
import Testing
import TomoCore
import TomoGTK
import TomoGTKTestSupport
import TomoImaging
import TomoSeries
import TomoTestSupport
import TomoVolume
@testable import TomoDesktop

extension DesktopTests {
    /// The CT viewer's 3D view on screen, driven by real keys and pointer events: the image it paints is the
    /// volume's rendering the test makes itself; a drag turns it, keys change its side and look.
    @Suite("The CT viewer's 3D view on screen")
    @MainActor
    struct ScanViewer3DScreenTests {
        @Test("Ctrl+4: the planes and the 3D view, CT-Bone from anterior as the test renders it; a drag turns it (a draft, then the full image); D shows it from the left, X the next look, Cut Away cuts it at the crosshair, a middle drag pans")
        func turnByDragging() async throws {
            let warnings = GLibLog.count
            let (screen, window, _) = try await ScanViewerToolsScreenTests.open(slice: 53, title: "CT 3D")
            defer { window.close() }
            await screen.model.waitUntilPreloaded()
            try await window.press("ctrl+4")
            let view = screen.volumeCanvas, model = screen.model
            try await MainContext.waitUntil {
                view.area.isVisible && view.content.image?.isDraft == false && view.content.image?.camera == VolumeCamera()
            }
            #expect(screen.layoutPicker.selectedIndex == ViewerLayout.allCases.firstIndex(of: .planesAnd3D))
            #expect(screen.volumeLookPicker.isVisible && screen.volumeLookPicker.selectedIndex == VolumeLook.all.firstIndex(of: .preset(.ctBone)))
            let first = try #require(view.content.image)
            let volume = try #require(model.series?.volume)
            let expected = try volume.rendering(.ctBone, camera: VolumeCamera(), width: first.image.width, height: first.image.height).image()
            #expect(first.image == expected, "the image is the volume's rendering")
            #expect(view.content.letters == ["R", "L", "S", "I"] && view.content.caption?.hasPrefix("CT-Bone · from anterior") == true)
            try await MainContext.waitUntil { view.isCurrent }
            try await MainContext.waitForFrame(of: view.area)
            let before = try view.area.renderBitmap()
            // The orientation cube in the bottom right corner: from anterior, its A face alone, face on, painted there.
            #expect(view.content.cube?.faces.map(\.letter) == ["A"] && view.content.cube?.faces.first?.facing == 1)
            let (shownWidth, shownHeight) = view.area.size
            let inFace = ((shownHeight - 64 + 11) * before.width + shownWidth - 44 + 11) * before.format.bytesPerPixel
            let (red, blue) = (Int(before.pixels[inFace]), Int(before.pixels[inFace + 2]))
            #expect((120...180).contains(red) && blue - red >= 12, "the face's bluish grey: \(red), \(blue)")

            // A drag 60 points to the right turns the volume's front to the right: the camera 30° towards its right.
            let frame = try TestWindow.frame(of: view.area, in: window.window)
            let (width, height) = view.area.size
            try await XInput.drag(
                from: frame.x + width / 2, frame.y + height / 2, dx: 60, dy: 0, inWindowTitled: window.title, on: window.display)
            try await MainContext.waitUntil { view.content.image?.camera != VolumeCamera() && view.content.image?.isDraft == false }
            let turned = try #require(view.content.image)
            #expect(abs(turned.camera.azimuth + 30) < 0.01 && abs(turned.camera.elevation) < 0.01, "\(turned.camera)")
            #expect(view.content.cube?.faces.map(\.letter) == ["R", "A"], "the patient's right turned into sight, beside the front")
            #expect(turned.image == (try volume.rendering(.ctBone, camera: turned.camera, width: turned.image.width, height: turned.image.height).image()))
            try await MainContext.waitUntil { view.isCurrent }
            try await MainContext.waitForFrame(of: view.area)
            #expect(try view.area.renderBitmap() != before, "the picture turned on screen")

            try await window.press("d")
            try await MainContext.waitUntil { view.content.image?.camera == VolumeCamera(azimuth: 0, elevation: 0) && view.content.image?.isDraft == false }
            try await window.press("d")
            try await MainContext.waitUntil { view.content.image?.camera == VolumeCamera(azimuth: 90, elevation: 0) }
            #expect(view.content.letters == ["A", "P", "S", "I"], "from the patient's left, anterior on the image's left")
            #expect(view.content.cube?.faces.map(\.letter) == ["L"])
            try await window.press("x")
            let next = VolumeLook.all[VolumeLook.all.firstIndex(of: .preset(.ctBone))! + 1]
            try await MainContext.waitUntil { view.content.image?.look == next && view.content.image?.isDraft == false }
            #expect(screen.volumeLookPicker.selectedIndex == VolumeLook.all.firstIndex(of: next))

            // Cut Away: the corner facing the camera cut at the crosshair, painted; the button then offers the whole volume.
            #expect(screen.cutAwayButton.isVisible && screen.cutAwayButton.label == "Cut Away")
            screen.cutAwayButton.click()
            try await MainContext.waitUntil { view.content.image?.cutAway != nil && view.content.image?.isDraft == false && view.isCurrent }
            let crosshair = try #require(model.crosshair?.point)
            let cut = try #require(view.content.image)
            #expect(cut.cutAway == VolumeBox.corner(of: volume.geometry, at: crosshair, facing: cut.camera.axes.forward))
            #expect(screen.cutAwayButton.label == "Whole Volume" && view.content.caption?.contains("cut away at the crosshair") == true)

            // A middle drag pans: 40 points to the right moves the volume right by 40 points' millimetres.
            try await XInput.drag(
                from: frame.x + width / 2, frame.y + height / 2, dx: 40, dy: 0, button: 2, inWindowTitled: window.title, on: window.display)
            try await MainContext.waitUntil { (view.content.image?.camera.panRight ?? 0) > 0 && view.content.image?.isDraft == false }
            let pointSize = try cut.camera.imagePlane(of: volume.geometry, width: width, height: height).spacing
            let panned = try #require(view.content.image?.camera)
            #expect(abs(panned.panRight - 40 * pointSize) < 0.01 * 40 * pointSize && panned.panUp == 0, "\(panned) \(pointSize)")

            // Ctrl+Shift+X, then a box dragged over the axial view: the 3D view cropped, the box outlined in the planes.
            try await window.press("ctrl+shift+x")
            try await MainContext.waitUntil { model.tool == .crop3D }
            let axial = screen.canvas(.axial)
            let axialFrame = try TestWindow.frame(of: axial.area, in: window.window)
            let outlineBefore = try axial.area.renderBitmap()
            try await XInput.drag(
                from: axialFrame.x + axialFrame.width / 3, axialFrame.y + axialFrame.height / 3, dx: axialFrame.width / 4, dy: axialFrame.height / 4,
                inWindowTitled: window.title, on: window.display)
            try await MainContext.waitUntil { view.content.image?.crop != nil && view.content.image?.isDraft == false && view.isCurrent }
            #expect(view.content.caption?.contains("cropped") == true)
            try await MainContext.waitUntil { axial.content.cropOutline != nil && screen.canvas(.coronal).content.cropOutline != nil }
            try await MainContext.waitForFrame(of: axial.area)
            #expect(try axial.area.renderBitmap() != outlineBefore, "the outline painted")
            #expect(GLibLog.messages(since: warnings).isEmpty, "GTK complained")
        }
    }
}
