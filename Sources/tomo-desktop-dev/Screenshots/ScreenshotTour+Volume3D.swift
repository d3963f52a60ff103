import ScanViewerFeature
import TomoCore
import TomoDesktop
import TomoVolume

extension ScreenshotTour {
    /// The 3D view beside the planes (dicom-3d.png): CT-Bone turned 35° towards the patient's right and seen 20°
    /// from above; then the same volume as a MIP through a bone window (dicom-3d-mip.png), the window given back; then
    /// cropped (dicom-3d-crop.png).
    func shoot3D(_ ct: ScanViewerScreen) async throws {
        ct.model.setLayout(.planesAnd3D)
        let window = ct.model.window
        ct.model.volumePressed(.primary, at: Point2D(100, 100))
        ct.model.volumeDragged(to: Point2D(170, 140))
        ct.model.volumeReleased()
        for (name, look) in [("dicom-3d", VolumeLook.preset(.ctBone)), ("dicom-3d-mip", .projection(.mip))] {
            if let index = VolumeLook.all.firstIndex(of: look) { ct.model.selectVolumeLook(at: index) }
            if look == .projection(.mip) { ct.model.setWindow(WindowLevel(width: 1500, level: 450)) }
            await ct.model.waitUntilViewsDrawn()
            await ct.model.volumeView.waitUntilDrawn()
            try await frames {
                ct.volumeCanvas.drawn?.image == ct.model.volumeView.shown && ct.volumeCanvas.isCurrent && ct.model.volumeView.shown?.isDraft == false
                    && ct.canvases.allSatisfy { !$0.area.isVisible || $0.isCurrent }
            }
            try await save(name)
        }
        if let window { ct.model.setWindow(window) }
        try await shootCrop(ct)
    }

    /// The crop tool (Ctrl+Shift+X): a box dragged over the axial view's front half keeps, in CT-Bone, the face cut
    /// through behind the orbits; the box outlined in the three planes (dicom-3d-crop.png). The 3D view is reset after.
    private func shootCrop(_ ct: ScanViewerScreen) async throws {
        if let index = VolumeLook.all.firstIndex(of: .preset(.ctBone)) { ct.model.selectVolumeLook(at: index) }
        guard ct.model.toggleCropTool(), let viewport = ct.model.viewport(of: .axial),
              let geometry = ct.model.series?.volume?.geometry
        else { throw ScreenshotError.failed("the crop tool took no box over the axial view") }
        let start = viewport.viewPoint(ofImagePoint: Point2D(0, 0))
        let end = viewport.viewPoint(ofImagePoint: Point2D(Double(geometry.columns) - 1, Double(geometry.rows) * 0.45))
        ct.model.pointerPressed(.primary, at: start, in: .axial)
        ct.model.pointerDragged(to: end)
        await ct.model.pointerReleased(at: end)
        await ct.model.waitUntilViewsDrawn()
        await ct.model.volumeView.waitUntilDrawn()
        try await frames {
            ct.volumeCanvas.drawn?.image == ct.model.volumeView.shown && ct.volumeCanvas.isCurrent
                && ct.model.volumeView.shown?.isDraft == false && ct.model.volumeView.shown?.crop != nil
                && ct.canvases.allSatisfy { !$0.area.isVisible || $0.isCurrent }
        }
        try await save("dicom-3d-crop")
        ct.model.toggleCropTool()
        ct.model.reset3DView()
    }
}
