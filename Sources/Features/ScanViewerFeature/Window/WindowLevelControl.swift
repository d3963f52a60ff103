import Observation
import TomoCore
import TomoSeries

/// The window (level and width) the views are drawn with, its preset, and the presets to offer: set from a
/// preset, typed, or dragged. A child of `ScanViewerModel`, which draws the views again when it changes.
@MainActor
@Observable
public final class WindowLevelControl {
    /// The window applied to the images; nil when their source windows them.
    public private(set) var window: WindowLevel?
    /// The preset `window` came from, if it came from one.
    public private(set) var selectedPresetName: String?
    /// Window presets to offer; empty when the source windows the images (the original API).
    public private(set) var presets: [WindowPreset] = []
    /// Whether a window can be chosen at all (the images are 16-bit, windowed here).
    public private(set) var canAdjust = false
    /// The series' own default window.
    public private(set) var defaultWindow: WindowLevel?

    /// The narrowest window of the series' values (`ValueUnit.narrowestWindow`).
    @ObservationIgnored private var narrowest = 1.0
    /// The window when the current drag began.
    @ObservationIgnored private var dragStart: WindowLevel?
    /// Reading the slice whose values the default window is fitted to (`fitDefault`), while under way.
    @ObservationIgnored private var fitting: Task<Void, Never>?

    init() {}

    /// A newly opened series: its default window, with its presets.
    func reset(series: any OpenedSeries) {
        fitting?.cancel()
        fitting = nil
        canAdjust = series.canWindow
        narrowest = series.valueUnit.narrowestWindow
        presets = series.windowPresets
        defaultWindow = series.defaultWindow
        window = series.defaultWindow
        selectedPresetName = presets.first { $0.window == series.defaultWindow }?.name
    }

    /// No series is open: no window.
    func clear() {
        fitting?.cancel()
        fitting = nil
        canAdjust = false
        presets = []
        defaultWindow = nil
        window = nil
        selectedPresetName = nil
    }

    /// For a series whose default window is a guess (`OpenedSeries.fitsWindowToValues`): reads its middle
    /// slice (as like the others as any) and makes the window over its values the default (the `default`
    /// preset too), and the window unless the reader has chosen another meanwhile; then `changed` runs.
    /// Nothing for other series; a slice that cannot be read leaves the guess.
    func fitDefault(to series: any OpenedSeries, changed: @escaping @MainActor () -> Void) {
        guard series.fitsWindowToValues, canAdjust, let guess = defaultWindow, series.sliceCount > 0 else { return }
        fitting = Task { [weak self] in
            guard let range = try? await series.slice(at: series.sliceCount / 2).valueRange, !Task.isCancelled, let self else { return }
            let fitted = WindowLevel(covering: range.lowerBound, range.upperBound)
            presets = presets.map { $0.window == guess && $0.name == "default" ? WindowPreset(name: $0.name, window: fitted) : $0 }
            defaultWindow = fitted
            if window == guess { apply(fitted, presetName: presets.first { $0.window == fitted }?.name) }
            fitting = nil
            changed()
        }
    }

    /// Waits until the default window is fitted, when it is being.
    func waitUntilFitted() async {
        await fitting?.value
    }

    /// Applies the preset called `name`, in any letter case; false when the series has none of that name
    /// (or the server windows the images), changing nothing.
    func selectPreset(named name: String) -> Bool {
        guard let preset = presets.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) else {
            return false
        }
        apply(preset.window, presetName: preset.name)
        return true
    }

    /// Applies any window; the width is kept at least 1 HU (a dose's thousandth: `ValueUnit.narrowestWindow`).
    /// Returns whether the window changed.
    @discardableResult
    func setWindow(_ newWindow: WindowLevel) -> Bool {
        guard canAdjust else { return false }
        var window = newWindow
        window.width = max(newWindow.width, narrowest)
        return apply(window, presetName: presets.first { $0.window == window }?.name)
    }

    /// Widens/narrows and raises/lowers the current window, keeping its curve (a file's table becomes a
    /// linear window over its range); returns whether it changed.
    @discardableResult
    func adjust(width deltaWidth: Double, level deltaLevel: Double) -> Bool {
        guard let window else { return false }
        return setWindow(window.moved(width: deltaWidth, level: deltaLevel))
    }

    /// Starts adjusting the window by dragging over an image, from the window now.
    func beginDrag() {
        dragStart = window
    }

    /// Sets the window for a drag `dx` points right and `dy` down from where it began: right widens
    /// (less contrast), left narrows; down raises the level (darker), up lowers it. A point is worth 1/256
    /// of the starting width (at least 1 HU, a dose's thousandth), so a drag feels the same in every window; its curve
    /// (a file's sigmoid) is kept, a file's table becomes a linear window over its range. Returns whether it
    /// changed.
    @discardableResult
    func drag(byX dx: Double, y dy: Double) -> Bool {
        guard let start = dragStart else { return false }
        let step = max(narrowest, start.width / 256)
        return setWindow(start.moved(width: dx * step, level: dy * step))
    }

    @discardableResult
    private func apply(_ newWindow: WindowLevel, presetName: String?) -> Bool {
        guard canAdjust, newWindow != window || presetName != selectedPresetName else { return false }
        let changed = newWindow != window
        window = newWindow
        selectedPresetName = presetName
        return changed
    }
}
