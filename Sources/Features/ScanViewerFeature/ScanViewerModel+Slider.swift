/// The slider: the axial slice shown, moved by keys, the cine and the other views' crosshair; the preload
/// follows it.
extension ScanViewerModel {
    /// How far Page Up / Page Down move.
    public nonisolated static let pageSize = 10

    /// Moves the slider to `newIndex` (clamped) and shows that slice; the preload re-centres on it.
    public func setIndex(_ newIndex: Int) {
        guard views.setIndex(newIndex, count: sliceCount) else { return drawViews() }
        loading.focus(on: index)
        drawViews()
        probeAgain()
    }

    /// Moves by `delta` slices, stopping at the ends.
    public func step(by delta: Int) { setIndex(index + delta) }
    public func next() { step(by: 1) }
    public func previous() { step(by: -1) }
    public func pageForward() { step(by: Self.pageSize) }
    public func pageBackward() { step(by: -Self.pageSize) }
    public func first() { setIndex(0) }
    public func last() { setIndex(sliceCount - 1) }

    /// Waits until the views show what they were last asked to (or have failed).
    public func waitUntilDrawn() async {
        await windowLevel.waitUntilFitted()
        await images.waitUntilDrawn()
    }
}
