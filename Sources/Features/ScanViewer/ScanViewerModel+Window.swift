import Foundation
import TomoCore

extension ScanViewerModel {
    /// Applies the preset called `name`, in any letter case; returns false when the series has none
    /// of that name (or the server windows the slices), changing nothing.
    @discardableResult
    public func selectPreset(named name: String) -> Bool {
        guard let preset = presets.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) else {
            return false
        }
        applyWindow(preset.window, presetName: preset.name)
        return true
    }

    /// Applies any window; the width is kept at least 1 HU.
    public func setWindow(_ newWindow: WindowLevel) {
        guard canAdjustWindow else { return }
        let window = WindowLevel(width: max(newWindow.width, 1), level: newWindow.level)
        applyWindow(window, presetName: presets.first { $0.window == window }?.name)
    }

    /// Widens/narrows and raises/lowers the current window (for mouse drags).
    public func adjustWindow(width deltaWidth: Double, level deltaLevel: Double) {
        guard let window else { return }
        setWindow(WindowLevel(width: window.width + deltaWidth, level: window.level + deltaLevel))
    }

    /// Starts adjusting the window by dragging over the image, from the window now.
    public func beginWindowDrag() {
        windowDragStart = window
    }

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

    /// Sets the window for a drag `dx` pixels right and `dy` down from where it began: right widens
    /// (less contrast), left narrows; down raises the level (darker), up lowers it. A pixel is worth
    /// 1/256 of the starting width in HU (at least 1 HU), so a drag feels the same in every window.
    public func dragWindow(byX dx: Double, y dy: Double) {
        guard let start = windowDragStart else { return }
        let step = max(1, start.width / 256)
        setWindow(WindowLevel(width: start.width + dx * step, level: start.level + dy * step))
    }

    private func applyWindow(_ newWindow: WindowLevel, presetName: String?) {
        guard canAdjustWindow, newWindow != window || presetName != selectedPresetName else { return }
        window = newWindow
        selectedPresetName = presetName
        redraw()
    }
}
