import FeatureSupport

extension ScanViewerModel: KeyActionPerforming {
    /// The CT viewer's keys; the rows without keys are the front end's pointer input.
    public nonisolated static let keys = KeyTable<ScanViewerAction>([
        .init("← → (or ↑ ↓), mouse wheel", "previous / next slice (in the series picker and the study browser: previous / next one)", [
            (.named(.left), .previousSlice), (.named(.up), .previousSlice),
            (.named(.right), .nextSlice), (.named(.down), .nextSlice),
        ]),
        .init("Page Up / Page Down", "\(pageSize) slices back / on", [
            (.named(.pageUp), .pageBackward), (.named(.pageDown), .pageForward),
        ]),
        .init("Home / End", "first / last slice (or series, or study)", [(.named(.home), .firstSlice), (.named(.end), .lastSlice)]),
        .init("Space", "play / pause the cine", [.named(.space)], to: .togglePlay),
        .init("F5", "retry what the error banner reports", [.named(.f5)], to: .retry),
        .init("Ctrl+O", "open a folder of DICOM files (Open Files… in the toolbar: single files)", [.control("o")], to: .openFolder),
        .init("Ctrl+L", "open a study on a PACS (DICOMweb): the study browser", [.control("l")], to: .openPACS),
        .init("Enter", "open the series the series picker highlights, or the study the study browser highlights", [
            .named(.enter),
        ], to: .openHighlightedSeries),
        .init("Escape", "leave the study browser", [.named(.escape)], to: .closeStudyBrowser),
        .init("drop files or folders on the window", "open them as DICOM"),
        .init("drag over the image", "adjust the window: right / left = wider / narrower, down / up = higher / lower level"),
    ])

    @discardableResult
    public func perform(_ action: ScanViewerAction) -> Bool {
        if isBrowsingStudies, let browser { return perform(action, in: browser) }
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
        case .openHighlightedSeries, .closeStudyBrowser: return false
        case .openPACS:
            guard canOpenPACS else { return false }
            showStudyBrowser()
        }
        return true
    }

    /// What `action` does while the study browser shows: moving through the studies, opening one, leaving.
    private func perform(_ action: ScanViewerAction, in browser: StudyBrowser) -> Bool {
        switch action {
        case .previousSlice: browser.moveHighlight(by: -1)
        case .nextSlice: browser.moveHighlight(by: 1)
        case .firstSlice: browser.highlight(0)
        case .lastSlice: browser.highlight(browser.studies.count - 1)
        case .openHighlightedSeries:
            guard browser.phase == .found, !browser.studies.isEmpty else { return false }
            let index = browser.highlighted
            Task { await openStudy(at: index) }
        case .closeStudyBrowser: closeStudyBrowser()
        case .openFolder, .openFiles:
            closeStudyBrowser()
            return perform(action)
        case .pageBackward, .pageForward, .togglePlay, .retry, .openPACS: return false
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
        case .pageBackward, .pageForward, .togglePlay, .retry, .openFolder, .openFiles, .openPACS, .closeStudyBrowser: return nil
        }
        return true
    }
}
