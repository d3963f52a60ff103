import TomoCore

/// The window the images are drawn with (`windowLevel` keeps it): a preset, one typed, or one dragged; every
/// view is drawn again when it changes.
extension ScanViewerModel {
    /// Applies the preset called `name`, in any letter case; false when the series has none of that name.
    @discardableResult
    public func selectPreset(named name: String) -> Bool {
        guard windowLevel.selectPreset(named: name) else { return false }
        drawViews(force: true)
        followActiveWindow()
        return true
    }
    /// Applies any window; the width is kept at least 1 HU (a dose's thousandth).
    public func setWindow(_ window: WindowLevel) {
        guard windowLevel.setWindow(window) else { return }
        drawViews(force: true)
        followActiveWindow()
    }
    /// Widens/narrows and raises/lowers the current window.
    public func adjustWindow(width: Double, level: Double) {
        guard windowLevel.adjust(width: width, level: level) else { return }
        drawViews(force: true)
        followActiveWindow()
    }
    /// Starts adjusting the window by dragging over the image.
    public func beginWindowDrag() { windowLevel.beginDrag() }
    /// Sets the window for a drag `dx` right and `dy` down from where it began (see `WindowLevelControl`).
    public func dragWindow(byX dx: Double, y dy: Double) {
        guard windowLevel.drag(byX: dx, y: dy) else { return }
        drawViews(force: true)
        followActiveWindow()
    }
}
