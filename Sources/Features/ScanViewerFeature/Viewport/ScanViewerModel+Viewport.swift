import TomoCore
import TomoVolume

/// How the views place their images: zoom, pan, turns, mirrors and inversion, each view its own, kept
/// while the reader scrolls through the series and reset when another series opens.
extension ScanViewerModel {
    /// The viewport of `plane`'s view: the one the reader shaped, else its image fitted to the view. Nil until
    /// the view has a size and the series an image.
    public func viewport(of plane: VolumePlane) -> Viewport? {
        guard let (size, spacing) = imageSize(of: plane) else { return nil }
        return views.viewport(of: plane, image: size, spacing: spacing)
    }

    /// The front end's view of `plane` is now `size` points.
    public func setViewSize(_ size: Size2D, of plane: VolumePlane) {
        views.setViewSize(size, of: plane)
    }

    /// The image `plane`'s view shows, in pixels, with its pixel spacing, from the series' geometry (of the
    /// plane it shows: its section, or its oblique plane when turned); where the source gives none, the image
    /// drawn, its pixels taken as square. Nil before the series has any.
    func imageSize(of plane: VolumePlane) -> (Size2D, PixelSpacing)? {
        if let geometry = series?.geometry {
            let shown = sectionPlane(shownIn: plane)
            let (columns, rows) = shown.size(in: geometry)
            return (Size2D(Double(columns), Double(rows)), shown.pixelSpacing(in: geometry))
        }
        guard let image = image(shownIn: plane)?.image else { return nil }
        return (Size2D(Double(image.width), Double(image.height)), PixelSpacing(row: 1, column: 1))
    }

    /// Changes `plane`'s viewport (the active view's by default) with `change`, if the view has one.
    func changeViewport(of plane: VolumePlane? = nil, _ change: (inout Viewport) -> Void) {
        let plane = plane ?? activePlane
        guard var viewport = viewport(of: plane) else { return }
        change(&viewport)
        views.setViewport(viewport, of: plane)
        followActiveView(of: plane)
    }

    /// Zooms the active view in by one step (`Viewport.zoomStep`) about its centre.
    public func zoomIn() { changeViewport { $0.zoom(by: Viewport.zoomStep) } }
    /// Zooms the active view out by one step about its centre.
    public func zoomOut() { changeViewport { $0.zoom(by: 1 / Viewport.zoomStep) } }
    /// Zooms `plane`'s view by `factor` keeping what is at view point `point` still (Ctrl+wheel, a pinch).
    public func zoom(by factor: Double, around point: Point2D, in plane: VolumePlane) {
        changeViewport(of: plane) { $0.zoom(by: factor, around: point) }
    }
    /// Fits the active view's image to the view, centred.
    public func fitToView() { changeViewport { $0.fit() } }
    /// Shows the active view's image at one image pixel per point.
    public func showActualPixels() { changeViewport { $0.showActualPixels() } }
    /// Turns the active view's image a quarter clockwise.
    public func rotateClockwise() { changeViewport { $0.rotateClockwise() } }
    /// Turns the active view's image a quarter counterclockwise.
    public func rotateCounterclockwise() { changeViewport { $0.rotateCounterclockwise() } }
    /// Mirrors the active view's image left to right.
    public func flipHorizontally() { changeViewport { $0.flipHorizontally() } }
    /// Mirrors the active view's image top to bottom.
    public func flipVertically() { changeViewport { $0.flipVertically() } }
    /// Shows the active view's image dark for light and light for dark, or back.
    public func toggleInversion() { changeViewport { $0.isInverted.toggle() } }
    /// Back to the active view's image as stored: fitted, upright, not inverted.
    public func resetView() { changeViewport { $0.reset() } }
    /// Shows or hides every view's overlays: the text, letters and scale bar, and the graphics the series'
    /// source draws over its slices (each view that shows some, or may, is drawn again; none for a series known
    /// to have none).
    public func toggleOverlays() {
        views.toggleOverlays()
        for plane in layout.planes {
            let hasGraphics = image(shownIn: plane)?.overlays.isEmpty == false
                || (plane == .axial && series?.overlays(ofSlice: index).isEmpty == false)
            if hasGraphics || (showsOverlays && images.mayHaveOverlayGraphics) { drawView(of: plane) }
        }
    }
}
