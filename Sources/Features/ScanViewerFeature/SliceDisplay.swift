import FeatureSupport
import Foundation
import Observation
import TomoCore
import TomoImaging
import TomoSeries

/// The slice on screen and the window it is drawn with: which slice the slider points at, the image
/// drawn for it (windowed off the main actor, a newer move superseding it), and the window and its
/// preset. A child of `ScanViewerModel`, which gives it the open series.
@MainActor
@Observable
public final class SliceDisplay {
    /// The slider position: an index into the series' `slices`.
    public private(set) var index = 0
    /// What is on screen (it may lag `index` by one frame while the next slice is drawn).
    public private(set) var displayed: DisplayedSlice?
    /// The slice the last draw could not show, with the reason (nil after a draw succeeds).
    public private(set) var drawFailure: (index: Int, message: String)?
    /// The window applied to the slices; nil when their source windows them.
    public private(set) var window: WindowLevel?
    /// The preset `window` came from, if it came from one.
    public private(set) var selectedPresetName: String?
    /// Window presets to offer; empty when the source windows the slices (the original API).
    public private(set) var presets: [WindowPreset] = []
    /// Whether a window can be chosen at all (the slices are 16-bit, windowed here).
    public private(set) var canAdjustWindow = false

    /// The open series.
    @ObservationIgnored private var series: (any OpenedSeries)?
    /// The series' own default window.
    @ObservationIgnored private(set) var defaultWindow: WindowLevel?
    @ObservationIgnored private var displayTask: Task<Void, Never>?
    /// The window when the current window drag began.
    @ObservationIgnored private var windowDragStart: WindowLevel?

    init() {}

    isolated deinit {
        displayTask?.cancel()
    }

    /// Shows the first slice of a newly opened series, in its default window with its presets.
    func reset(series: any OpenedSeries) {
        self.series = series
        canAdjustWindow = series.canWindow
        presets = series.windowPresets
        defaultWindow = series.defaultWindow
        window = series.defaultWindow
        selectedPresetName = presets.first { $0.window == series.defaultWindow }?.name
        index = 0
        displayed = nil
        drawFailure = nil
        redraw()
    }

    /// Shows nothing: no series is open.
    func clear() {
        displayTask?.cancel()
        displayTask = nil
        series = nil
        canAdjustWindow = false
        presets = []
        defaultWindow = nil
        window = nil
        selectedPresetName = nil
        index = 0
        displayed = nil
        drawFailure = nil
    }

    /// The probe's reading at pixel (`column`, `row`) of the slice the slider points at; nil outside it,
    /// for a slice the source rendered (no HU), or when the slice cannot be read.
    func probe(column: Int, row: Int) async -> ProbeReading? {
        guard let series else { return nil }
        return try? await series.probe(slice: index, column: column, row: row)
    }

    /// Cancels the draw under way.
    func stop() {
        displayTask?.cancel()
    }

    /// Points the slider at `newIndex`, clamped to the series, and draws that slice; false if nothing
    /// changed (already there and drawn).
    @discardableResult
    func setIndex(_ newIndex: Int) -> Bool {
        guard let series, series.sliceCount > 0 else { return false }
        let clamped = min(max(newIndex, 0), series.sliceCount - 1)
        guard clamped != index || displayed?.index != clamped else { return false }
        index = clamped
        redraw()
        return true
    }

    /// Draws the slice under the slider: from what the preload kept when it has it, else loaded first
    /// (ahead of the preload). Windowing runs off the main actor; a newer move supersedes it.
    func redraw() {
        guard let series, (0..<series.sliceCount).contains(index) else { return }
        let index = index, window = window
        displayTask?.cancel()
        displayTask = Task {
            do {
                let (image, position) = try await Self.render(slice: index, of: series, window: window)
                guard !Task.isCancelled, self.index == index else { return }
                displayed = DisplayedSlice(index: index, image: image, window: canAdjustWindow ? window : nil, position: position)
                drawFailure = nil
            } catch is CancellationError {
                return
            } catch {
                guard !Task.isCancelled, self.index == index else { return }
                drawFailure = (index, ErrorMessage.text(for: error))
            }
        }
    }

    /// Waits until the slice under the slider is drawn (or has failed), following any redraw that
    /// supersedes the one under way (a move, a new window, the end of the preload).
    public func waitUntilDrawn() async {
        while let task = displayTask {
            await task.value
            if displayTask == task { return }
        }
    }

    // MARK: The window

    /// Applies the preset called `name`, in any letter case; returns false when the series has none
    /// of that name (or the server windows the slices), changing nothing.
    @discardableResult
    public func selectPreset(named name: String) -> Bool {
        guard let preset = presets.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) else {
            return false
        }
        apply(preset.window, presetName: preset.name)
        return true
    }

    /// Applies any window; the width is kept at least 1 HU.
    public func setWindow(_ newWindow: WindowLevel) {
        guard canAdjustWindow else { return }
        let window = WindowLevel(width: max(newWindow.width, 1), level: newWindow.level)
        apply(window, presetName: presets.first { $0.window == window }?.name)
    }

    /// Widens/narrows and raises/lowers the current window.
    public func adjustWindow(width deltaWidth: Double, level deltaLevel: Double) {
        guard let window else { return }
        setWindow(WindowLevel(width: window.width + deltaWidth, level: window.level + deltaLevel))
    }

    /// Starts adjusting the window by dragging over the image, from the window now.
    public func beginWindowDrag() {
        windowDragStart = window
    }

    /// Sets the window for a drag `dx` pixels right and `dy` down from where it began: right widens
    /// (less contrast), left narrows; down raises the level (darker), up lowers it. A pixel is worth
    /// 1/256 of the starting width in HU (at least 1 HU), so a drag feels the same in every window.
    public func dragWindow(byX dx: Double, y dy: Double) {
        guard let start = windowDragStart else { return }
        let step = max(1, start.width / 256)
        setWindow(WindowLevel(width: start.width + dx * step, level: start.level + dy * step))
    }

    private func apply(_ newWindow: WindowLevel, presetName: String?) {
        guard canAdjustWindow, newWindow != window || presetName != selectedPresetName else { return }
        window = newWindow
        selectedPresetName = presetName
        redraw()
    }

    /// Loads and windows one slice, with its position along the series' normal; never on the main actor.
    @concurrent
    private nonisolated static func render(
        slice index: Int, of series: any OpenedSeries, window: WindowLevel?
    ) async throws -> (Bitmap, Double?) {
        (try await series.image(ofSlice: index, window: window), series.distance(ofSlice: index))
    }
}
