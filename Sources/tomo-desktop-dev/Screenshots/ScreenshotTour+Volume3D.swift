import ScanViewerFeature
import TomoCore
import TomoDesktop
import TomoVolume

extension ScreenshotTour {
    /// The 3D view beside the planes (dicom-3d.png): CT-Bone turned 35° towards the patient's right and seen 20°
    /// from above; then the same volume as a MIP through a bone window (dicom-3d-mip.png). The window is given back.
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
    }
}
