import TomoSeries

/// The panes: the viewer reads one series, or more side by side (Open beside). Everything the model offers —
/// keys, the toolbar, the slider, the banner — acts on the active pane; a pane's own events (its series opened,
/// its slices arrived, its cine's frames) act on that pane whichever is active; a front end draws each pane's
/// views by reading the model while `acting(on:)` that pane.
extension ScanViewerModel {
    /// The pane the model acts on: the active one, or the one being acted on (`acting(on:_:)`).
    var pane: ReadingPane { actingPane ?? panes[activePaneIndex] }

    /// The active pane.
    public var activePane: ReadingPane { panes[activePaneIndex] }

    /// Whether more than one pane shows (each is then marked, the active one apart).
    public var showsSeveralPanes: Bool { panes.count > 1 }

    /// Runs `body` with `pane` in the active pane's place: everything the model offers then reads and acts on
    /// `pane`. What each pane's events run in, and what a front end draws a pane's views with.
    public func acting<T>(on pane: ReadingPane, _ body: () throws -> T) rethrows -> T {
        let saved = actingPane
        actingPane = pane
        defer { actingPane = saved }
        return try body()
    }

    /// Wires `pane`'s loading to the model, each event handled on `pane`.
    func attach(_ pane: ReadingPane) {
        pane.loading.onChoosing = { [weak self, weak pane] in
            guard let self, let pane else { return }
            acting(on: pane) { showPicker() }
        }
        pane.loading.onOpened = { [weak self, weak pane] in
            guard let self, let pane else { return }
            acting(on: pane) { showOpenedSeries() }
        }
        pane.loading.onPreloadEnded = { [weak self, weak pane] in
            guard let self, let pane else { return }
            acting(on: pane) {
                drawViews(force: true)
                if let volume = series?.volume { pane.segmentations.measure(on: volume) }
            }
        }
        pane.segmentations.onDrawingChanged = { [weak self, weak pane] in
            guard let self, let pane else { return }
            acting(on: pane) { drawViews(force: true) }
        }
        pane.loading.onProgress = { [weak self, weak pane] in
            guard let self, let pane else { return }
            acting(on: pane) { slicesArrived() }
        }
        pane.loading.chooseSeries = { [weak self, weak pane] catalog in
            guard let self, let pane else { return nil }
            return await hangingChoice(for: catalog, in: pane)
        }
    }

    /// Makes the pane at `index` the active one (a click in one of its views, F6); false when it already is or
    /// there is none.
    @discardableResult
    public func activatePane(at index: Int) -> Bool {
        guard panes.indices.contains(index), index != activePaneIndex else { return false }
        activePaneIndex = index
        showPickerIfChoosing()
        return true
    }

    /// Makes `pane` the active one; false when it already is or is not the viewer's.
    @discardableResult
    public func activate(_ pane: ReadingPane) -> Bool {
        guard let index = panes.firstIndex(where: { $0 === pane }) else { return false }
        return activatePane(at: index)
    }

    /// Makes the next pane to the right active, the first after the last; false with one pane.
    @discardableResult
    public func activateNextPane() -> Bool {
        guard panes.count > 1 else { return false }
        return activatePane(at: (activePaneIndex + 1) % panes.count)
    }

    /// Where every pane's views sit on the screen: the panes' layouts placed as `paneArrangement` says.
    public var screenLayout: ScreenLayout {
        ScreenLayout(panes: panes.map { ($0.id, $0.views.layout) }, arrangement: paneArrangement)
    }

    /// Places the panes' views as `arrangement` says; false where it changes nothing on screen (one pane, or view
    /// by view while the panes show different layouts).
    @discardableResult
    public func arrangePanes(_ arrangement: PaneArrangement) -> Bool {
        guard showsSeveralPanes, canArrangePanes(arrangement), arrangement != paneArrangement else { return false }
        paneArrangement = arrangement
        return true
    }

    /// Whether `arrangement` can place the panes' views: view by view only while they show one layout of single
    /// cells.
    public func canArrangePanes(_ arrangement: PaneArrangement) -> Bool {
        arrangement != .viewByView || ScreenLayout.canShowViewByView(panes.map(\.views.layout))
    }

    /// Ctrl+Shift+A: the next arrangement that can place the panes' views, round; false with one pane.
    @discardableResult
    public func arrangePanesNextWay() -> Bool {
        let all = PaneArrangement.allCases
        let start = all.firstIndex(of: paneArrangement) ?? 0
        guard let next = (1..<all.count).map({ all[(start + $0) % all.count] }).first(where: canArrangePanes) else { return false }
        return arrangePanes(next)
    }

    /// The arrangement menu's items (shown while several panes show): each arrangement's name, and why view by
    /// view cannot show when it cannot.
    public var paneArrangementMenuItems: [String] {
        PaneArrangement.allCases.map { canArrangePanes($0) ? $0.title : "\($0.title) (unavailable: the panes show different layouts, or an enlarged view)" }
    }

    /// The arrangement menu's selected item: the arrangement the screen shows (side by side where view by view
    /// cannot show).
    public var paneArrangementMenuSelection: Int {
        PaneArrangement.allCases.firstIndex(of: canArrangePanes(paneArrangement) ? paneArrangement : .sideBySide) ?? 0
    }

    /// Places the panes' views as the arrangement menu's item `index` says; false where that changes nothing.
    @discardableResult
    public func selectPaneArrangementMenuItem(at index: Int) -> Bool {
        guard PaneArrangement.allCases.indices.contains(index) else { return false }
        return arrangePanes(PaneArrangement.allCases[index])
    }

    /// Whether a series can be opened beside the ones open: one is open, and the browser or picker is not up.
    public var canOpenBeside: Bool { series != nil && !isBrowsingStudies && !isChoosingSeries }

    /// Open beside from the viewer: a new pane over the active pane's source, made active, opening its default
    /// series, or its picker when it holds several (Escape there closes the pane again).
    public func openBeside() async {
        guard canOpenBeside else { return }
        await openBeside(loading.source, pacsTarget: pacsTarget, seriesID: nil)
    }

    /// The title of what opens a series beside the ones open (the study browser's button, the help).
    public static let openBesideTitle = "Open Beside"

    /// Whether the study browser's highlighted study can be opened beside the series open.
    public var canOpenStudyBeside: Bool {
        guard series != nil, let browser else { return false }
        return browser.phase == .found && !browser.studies.isEmpty
    }

    /// Opens the study browser's study `index` in a new pane beside the ones open: series `seriesID` of it, else
    /// its one series, or the picker of its series. Where no series is open yet, it opens in the pane there is.
    public func openStudyBeside(at index: Int, seriesID: String? = nil) async {
        guard series != nil else { return await openStudy(at: index, seriesID: seriesID) }
        guard let (source, target) = opening.source(ofStudy: index) else { return }
        await openBeside(source, pacsTarget: target, seriesID: seriesID)
    }

    /// Opens series `seriesID` of `source` (PACS series `pacsTarget`, if it is one; nil: its default, or its
    /// picker) in a new pane to the right, made active; the other panes keep what they show.
    func openBeside(_ source: any SeriesSource, pacsTarget: PACSTarget?, seriesID: String?) async {
        addPane(source, pacsTarget: pacsTarget)
        await open(seriesID: seriesID)
    }

    /// A new pane over `source` (PACS series `pacsTarget`, if it is one) to the right, made active, nothing open
    /// in it yet.
    @discardableResult
    func addPane(_ source: any SeriesSource, pacsTarget: PACSTarget?) -> ReadingPane {
        lastPaneID += 1
        let pane = ReadingPane(id: lastPaneID, source: source, pacsTarget: pacsTarget, sleep: sleep)
        attach(pane)
        panes.append(pane)
        activePaneIndex = panes.count - 1
        return pane
    }

    /// Closes the active pane when another is open: its loading and cine stop, the others take its room and the
    /// one left of it (else the first) becomes active. False with one pane.
    @discardableResult
    public func closePane() -> Bool {
        guard panes.count > 1 else { return false }
        let closing = panes.remove(at: activePaneIndex)
        closing.cine.pause()
        closing.images.stop()
        closing.loading.stop()
        activePaneIndex = max(0, min(activePaneIndex - 1, panes.count - 1))
        showPickerIfChoosing()
        return true
    }

    /// The picker offers the active pane's series again where that pane is still choosing one (the picker is
    /// the viewer's: it last offered another pane's).
    private func showPickerIfChoosing() {
        if isChoosingSeries { picker.show(loading.catalog, from: loading.source) } else { picker.stop() }
    }
}
