import FeatureSupport
import Foundation
import TomoVolume

/// Export Cine… (Ctrl+Shift+E): every section of the active view's plane as one looping GIF or APNG at the cine's
/// speed, each frame the section as the view draws it (window, slab, inversion, segmentation), the image `tomo
/// render --slice` writes of it. The front end asks where; the name chooses the format.
extension ScanViewerModel {
    /// Whether Export Cine… can start: a series with a volume shows in a window, the active view is not turned,
    /// and no export is under way.
    public var canExportCine: Bool {
        guard let series, series.volume != nil, window != nil, !isChoosingSeries, !isBrowsingStudies, !cineExport.state.isExporting else {
            return false
        }
        return obliquePlane(shownIn: activePlane) == nil
    }

    /// Asks the front end where to write the active view's cine (`cineExport.request`), suggesting
    /// "Cranium-Test-axial.gif"; false when it cannot start.
    @discardableResult
    public func requestCineExport() -> Bool {
        guard canExportCine else { return false }
        cineExport.ask(suggesting: "\(fileNameStem)-\(activePlane.rawValue).gif")
        return true
    }

    /// The user has answered the Export Cine… request (chosen a file, or none).
    public func dismissCineExportRequest() {
        cineExport.dismiss()
    }

    /// Writes every section of the active view's plane to `url` once every slice has loaded; `cineExport.state`
    /// follows it.
    public func exportCine(to url: URL) async {
        guard canExportCine else { return }
        await waitUntilPreloaded()
        guard let series, let volume = series.volume, let window else { return }
        let plane = activePlane
        let count = plane.sectionCount(in: volume.geometry)
        guard count > 0 else { return }
        let inverted = series.isInverted != (viewport(of: plane)?.isInverted ?? false)
        let frames = CineExport.Frames(
            volume: volume, plane: plane, sections: 0...(count - 1), slab: slab(of: plane), window: window, isInverted: inverted,
            segmentation: pane.segmentations.drawing, framesPerSecond: framesPerSecond)
        await cineExport.export(frames, to: url)
    }
}
