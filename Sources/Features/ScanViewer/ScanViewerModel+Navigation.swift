extension ScanViewerModel {
    /// How far Page Up / Page Down move.
    public static let pageSize = 10

    /// Moves the slider to `index` (clamped) and shows that slice; the preload re-centres on it.
    public func setIndex(_ newIndex: Int) {
        guard sliceCount > 0 else { return }
        let clamped = min(max(newIndex, 0), sliceCount - 1)
        guard clamped != index || displayed?.index != clamped else { return }
        index = clamped
        preloader?.focus(on: clamped)
        redraw()
    }

    /// Moves by `delta` slices, stopping at the ends.
    public func step(by delta: Int) { setIndex(index + delta) }
    public func next() { step(by: 1) }
    public func previous() { step(by: -1) }
    public func pageForward() { step(by: Self.pageSize) }
    public func pageBackward() { step(by: -Self.pageSize) }
    public func first() { setIndex(0) }
    public func last() { setIndex(sliceCount - 1) }
}
