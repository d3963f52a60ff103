import FeatureSupport
import TomoCore
import TomoPipeline
import TomoSeries

extension ScanViewerModel {
    public var sliceCount: Int { loading.sliceCount }

    /// Whether slices are still arriving: the loading indicator stays until every one has loaded or failed.
    public var isLoadingSlices: Bool { loading.isLoadingSlices }

    /// "slice 42 / 108" (1-based, as people count), with the slice's position where the source gives
    /// one: "slice 42 / 108 · 101.5 mm"; a loop's frame with its time: "frame 16 / 30 · 0.50 s".
    public var positionText: String {
        guard sliceCount > 0 else { return "no slices" }
        if isCineLoop { return frameText }
        let distance = displayed.flatMap { $0.index == index ? $0.position : nil }
        return StudyText.position(ofSection: index, count: sliceCount, plane: .axial, distance: distance)
    }

    /// Whether the open series is a cine loop (its frames recorded at a rate, an ultrasound's): its images
    /// are moments of one view, not slices in space, so it has no planes to choose.
    public var isCineLoop: Bool { series?.recordedFrameRate != nil }

    /// Whether the layout menu applies: a series shows whose images lie in space (a loop's frames do not).
    public var showsLayoutMenu: Bool { series != nil && !isChoosingSeries && !isCineLoop }

    /// A loop's "frame 16 / 30 · 0.50 s": the frame, counted from 1, and when it was recorded after the first.
    private var frameText: String {
        let time = (0..<index).reduce(0.0) { $0 + (series?.recordedTime(afterSlice: $1) ?? 0) }
        return "frame \(index + 1) / \(sliceCount) · \(String(format: "%.2f", time)) s"
    }

    /// Whose and what the open series is: "Cranium, Test · 2024-01-15 · Head", and what limits reading it
    /// ("· rendered by the server: 8-bit, no HU"); empty when the source does not say (the API).
    public var studyText: String {
        guard let series else { return "" }
        return ([StudyText.line(for: series.entry)] + [series.limitation].compactMap { $0 }).filter { !$0.isEmpty }.joined(separator: " · ")
    }

    /// Whether the series picker shows instead of the viewer.
    public var isChoosingSeries: Bool { phase == .choosingSeries }

    /// The picker's heading: "3 series in the files: choose one" (or "in the study", "on the server").
    public var pickerTitle: String {
        let place = pacsTarget.map { $0.study == nil ? "on the server" : "in the study" } ?? "in the files"
        return "\(picker.choices.count) series \(place): choose one"
    }

    /// "Loading 37 / 108" while slices arrive; nil once all are in.
    public var loadingText: String? {
        isLoadingSlices ? "Loading \(progress.completed + progress.failed) / \(progress.total)" : nil
    }

    /// Whether to show the busy indicator: while the series opens and until every slice is in.
    public var isBusy: Bool { phase == .loadingSeries || isLoadingSlices || (isChoosingSeries && picker.isLoadingThumbnails) }

    /// The status beside the busy indicator: "Opening the series…", "Loading 37 / 108", "Making
    /// thumbnails…", or nothing.
    public var statusText: String {
        if let loadingText { return loadingText }
        if phase == .loadingSeries { return "Opening the series…" }
        return isChoosingSeries && picker.isLoadingThumbnails ? "Making thumbnails…" : ""
    }

    /// Whether there is anything to step, scrub or play through (more than one slice).
    public var canBrowse: Bool { sliceCount > 1 }

    /// The play button's title: "Pause" while the cine plays, else "Play".
    public var playButtonTitle: String { isPlaying ? "Pause" : "Play" }

    /// The cine speed menu's speeds: the series' recorded one first when it has one, then `frameRateChoices`.
    public var frameRateMenuRates: [Double] {
        (cine.recordedFramesPerSecond.map { [$0] } ?? []) + Self.frameRateChoices
    }

    /// The cine speed menu's items: "30.3 fps (recorded)" for a series' recorded speed, then
    /// `frameRateChoices` as "12 fps".
    public var frameRateMenuItems: [String] {
        let recorded = cine.recordedFramesPerSecond.map { ["\(Self.rateText($0)) fps (recorded)"] } ?? []
        return recorded + Self.frameRateChoices.map { "\(Self.rateText($0)) fps" }
    }

    /// The speed menu's selected item; nil when the speed is none of the choices.
    public var frameRateMenuSelection: Int? { frameRateMenuRates.firstIndex(of: framesPerSecond) }

    /// Plays at the speed menu's item `index`.
    public func chooseFrameRate(at index: Int) {
        let rates = frameRateMenuRates
        guard rates.indices.contains(index) else { return }
        setFramesPerSecond(rates[index])
    }

    /// A speed as a menu writes it, to a tenth: whole numbers bare ("12", "30" for 30.0003), others "29.9".
    private static func rateText(_ rate: Double) -> String {
        let tenths = (rate * 10).rounded() / 10
        return tenths == tenths.rounded() ? "\(Int(tenths))" : "\(tenths)"
    }

    /// The series menu's items: each series of the catalog as "Head CT (108 slices)".
    public var seriesMenuItems: [String] {
        catalog.map { "\($0.description.isEmpty ? $0.id : $0.description) (\($0.imageCount) slices)" }
    }

    /// The series menu's selected item: the open series.
    public var seriesMenuSelection: Int? {
        series.flatMap { series in catalog.firstIndex { $0.id == series.entry.id } }
    }

    /// Whether the series menu takes choices: there are several series and none is opening.
    public var isSeriesMenuEnabled: Bool { canPickSeries && phase != .loadingSeries }

    /// The error to show in a banner, if any: the series that could not be opened, else the slice under
    /// the slider that did not load, else what the open series lost: files that could not be read (their
    /// images missing from it), slices that did not load once the preload has ended; else what keeping the
    /// annotations met (a kept document that did not read, a failed write). `retry()` is its action: reading
    /// the files again ("Read again"), loading the slices again, writing the annotations again ("Save
    /// again") or leaving the notice ("Dismiss").
    public var banner: Banner? {
        if case .failed(let message) = phase { return Banner("Cannot open the series: \(message)") }
        if case .needsCredentials(_, let message) = phase, signInPrompt == nil { return Banner("Cannot open the series: \(message)") }
        if let error = currentSliceError { return Banner("Slice \(index + 1) did not load: \(error)") }
        if let lost = series.flatMap({ LossText.unreadableFiles($0.entry.unreadableFiles) }) {
            return Banner(lost, actionTitle: "Read again")
        }
        if !isLoadingSlices, let failed = LossText.failedSlices(failedSlices) { return Banner(failed) }
        if let notice = keeper.notice { return Banner(notice, actionTitle: keeper.isWriteFailure ? "Save again" : "Dismiss") }
        return nil
    }

    /// What the views of the pane acted on say in place of an image while several panes show (alone, the status
    /// and the banner say it): its series opening, or why it could not be opened and, for a pane not active,
    /// how to reach the banner's Retry; that a linked pane's series has no slice where the active pane is; nil
    /// otherwise.
    public var viewMessage: String? {
        guard showsSeveralPanes else { return nil }
        switch phase {
        case .loadingSeries:
            return "Opening the series…"
        case .failed(let message), .needsCredentials(_, let message):
            return "Cannot open the series: \(message)" + (activePane === pane ? "" : "\nClick this pane to retry it")
        case .ready where pane.isPastLinkedPlace:
            return comparison.pane === pane ? "No prior slice here" : "No slice of this series here"
        case .idle, .choosingSeries, .ready:
            return nil
        }
    }

    /// Window presets to offer; empty when the source windows the slices (the original API).
    public var presets: [WindowPreset] { windowLevel.presets }

    /// The window selector: presets, plus the current window when it is none of them.
    public var windowLevelMenu: WindowLevelMenu {
        WindowLevelMenu(
            presets: presets, window: canAdjustWindow ? window : nil, presetName: selectedPresetName,
            defaultWindow: windowLevel.defaultWindow, unit: series?.valueUnit ?? .hounsfield)
    }

    /// Whether a window can be chosen at all.
    public var canAdjustWindow: Bool { windowLevel.canAdjust }

    /// Whether there are several series to choose from.
    public var canPickSeries: Bool { catalog.count > 1 }

    /// Why the slice under the slider could not be shown: the last draw's failure, else the preload's
    /// unless the slice is on screen after all (a visible request can succeed where the preload failed).
    public var currentSliceError: String? {
        if let failure = images.failures[.axial], failure.section == index { return failure.message }
        return displayed?.index == index ? nil : failedSlices[index]
    }

    /// The name of the slice under the slider, where the source names slices (the API).
    public var currentSliceName: String? {
        series?.name(ofSlice: index)
    }
}

extension ScanViewerModel {
    /// Why `--preset name` (a preset asked for at start) cannot apply: this series has no such preset, or
    /// the server windows the slices. Nil when it applies or nothing is open yet.
    public func presetWarning(forUnknownPreset name: String) -> String? {
        guard phase == .ready, !presets.contains(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) else {
            return nil
        }
        let offered = presets.map(\.name)
        return "no window preset \(name)"
            + (offered.isEmpty ? " (this API windows its slices itself)" : "; try \(offered.joined(separator: ", "))")
    }
}
