import FeatureSupport
import Foundation
import TomoVolume

/// Export Cine… (Ctrl+Shift+E): every section of the active view's plane as one looping GIF or APNG, or an MP4, at the cine's
/// speed, each frame the section as the view draws it (window, slab, inversion, segmentation), the image `tomo
/// render --slice` writes of it, or only the slices from the first key image to the last. The front end asks
/// where; the name chooses the format.
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

    /// The slices from the first key image to the last, where the active view is the axial one and two slices or
    /// more are key images (the reader's stars and those found): what Export Cine… offers to write instead of every
    /// section.
    public var cineKeyImageRange: ClosedRange<Int>? {
        let slices = keySlices
        guard activePlane == .axial, let first = slices.first, let last = slices.last, last > first else { return nil }
        return first...last
    }

    /// What the save dialog's check box says of `cineKeyImageRange`: "Only from the first key image to the last
    /// (slices 12–40)"; nil where there is no such range.
    public var cineKeyImageRangeTitle: String? {
        cineKeyImageRange.map { "Only from the first key image to the last (slices \($0.lowerBound + 1)–\($0.upperBound + 1))" }
    }

    /// What the save dialog's check box that draws the overlays and annotations on each frame says.
    public var cineAnnotationsTitle: String { "Draw the overlays and annotations (corner text, directions, scale, measurements)" }

    /// Writes every section of the active view's plane to `url` (with `keyImagesOnly`, the slices of
    /// `cineKeyImageRange`) once every slice has loaded; `cineExport.state` follows it. With `annotated`, each frame
    /// also has the overlays the view draws (but the tool and the zoom) and the annotations and report findings on
    /// its section.
    public func exportCine(to url: URL, keyImagesOnly: Bool = false, annotated: Bool = false) async {
        guard canExportCine else { return }
        let range = keyImagesOnly ? cineKeyImageRange : nil
        await waitUntilPreloaded()
        guard let series, let volume = series.volume, let window else { return }
        let plane = activePlane
        let count = plane.sectionCount(in: volume.geometry)
        guard count > 0 else { return }
        let sections = range.map { max(0, $0.lowerBound)...min(count - 1, $0.upperBound) } ?? 0...(count - 1)
        let inverted = series.isInverted != (viewport(of: plane)?.isInverted ?? false)
        let annotations = annotated ? CineExport.Annotations(series: series, drawings: Dictionary(uniqueKeysWithValues: sections.map { index in
            (index, annotationDrawings(on: .named(plane, index: index)).map { drawing in
                var exported = drawing
                exported.isSelected = false
                return exported
            })
        })) : nil
        let frames = CineExport.Frames(
            volume: volume, plane: plane, sections: sections, slab: slab(of: plane), window: window, isInverted: inverted,
            segmentation: pane.segmentations.drawing, framesPerSecond: framesPerSecond, annotations: annotations)
        await cineExport.export(frames, to: url)
    }
}
