import FeatureSupport

extension ScanViewerModel: KeyActionPerforming {
    /// The CT viewer's keys; the rows without keys are the front end's pointer input.
    public nonisolated static let keys = KeyTable<ScanViewerAction>([
        .init("← → (or ↑ ↓), mouse wheel", "previous / next slice (in the series picker: previous / next series)", [
            (.named(.left), .previousSlice), (.named(.up), .previousSlice),
            (.named(.right), .nextSlice), (.named(.down), .nextSlice),
        ]),
        .init("Page Up / Page Down", "\(pageSize) slices back / on", [
            (.named(.pageUp), .pageBackward), (.named(.pageDown), .pageForward),
        ]),
        .init("Home / End", "first / last slice", [(.named(.home), .firstSlice), (.named(.end), .lastSlice)]),
        .init("Space", "play / pause the cine", [.named(.space)], to: .togglePlay),
        .init("F5", "retry what the error banner reports", [.named(.f5)], to: .retry),
        .init("Ctrl+O", "open a folder of DICOM files (Open Files… in the toolbar: single files)", [.control("o")], to: .openFolder),
        .init("Enter", "open the series the series picker highlights", [.named(.enter)], to: .openHighlightedSeries),
        .init("drop files or folders on the window", "open them as DICOM"),
        .init("drag over the image", "adjust the window: right / left = wider / narrower, down / up = higher / lower level"),
    ])

    @discardableResult
    public func perform(_ action: ScanViewerAction) -> Bool {
        if phase == .choosingSeries, let handled = performInPicker(action) { return handled }
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
        case .openFolder: requestOpen(.folder)
        case .openFiles: requestOpen(.files)
        case .openHighlightedSeries: return false
        }
        return true
    }

    /// What `action` does while the series picker shows; nil for what it does as anywhere else.
    private func performInPicker(_ action: ScanViewerAction) -> Bool? {
        switch action {
        case .previousSlice: picker.moveHighlight(by: -1)
        case .nextSlice: picker.moveHighlight(by: 1)
        case .firstSlice: picker.highlight(0)
        case .lastSlice: picker.highlight(picker.choices.count - 1)
        case .openHighlightedSeries:
            let index = picker.highlighted
            Task { await chooseSeries(at: index) }
        case .pageBackward, .pageForward, .togglePlay, .retry, .openFolder, .openFiles: return nil
        }
        return true
    }
}
