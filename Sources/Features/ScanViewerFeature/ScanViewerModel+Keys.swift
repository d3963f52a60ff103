import FeatureSupport

extension ScanViewerModel: KeyActionPerforming {
    /// The CT viewer's keys; the rows without keys are the front end's pointer input.
    public nonisolated static let keys = KeyTable<ScanViewerAction>([
        .init("← → (or ↑ ↓), mouse wheel", "previous / next slice", [
            (.named(.left), .previousSlice), (.named(.up), .previousSlice),
            (.named(.right), .nextSlice), (.named(.down), .nextSlice),
        ]),
        .init("Page Up / Page Down", "\(pageSize) slices back / on", [
            (.named(.pageUp), .pageBackward), (.named(.pageDown), .pageForward),
        ]),
        .init("Home / End", "first / last slice", [(.named(.home), .firstSlice), (.named(.end), .lastSlice)]),
        .init("Space", "play / pause the cine", [.named(.space)], to: .togglePlay),
        .init("F5", "retry what the error banner reports", [.named(.f5)], to: .retry),
        .init("drag over the image", "adjust the window: right / left = wider / narrower, down / up = higher / lower level"),
    ])

    @discardableResult
    public func perform(_ action: ScanViewerAction) -> Bool {
        switch action {
        case .previousSlice: previous()
        case .nextSlice: next()
        case .pageBackward: pageBackward()
        case .pageForward: pageForward()
        case .firstSlice: first()
        case .lastSlice: last()
        case .togglePlay: togglePlay()
        case .retry:
            guard banner != nil else { return false }
            Task { await retry() }
        }
        return true
    }
}
