import ScanViewerFeature
import TomoCLI

extension ViewerSettings {
    /// Applies `--preset` to the opened `model`, warning when its series offers no preset of that name.
    @MainActor
    func applyPreset(to model: ScanViewerModel) {
        guard let presetName, model.phase == .ready, !model.selectPreset(named: presetName) else { return }
        let offered = model.presets.map(\.name)
        StandardError.writeLine("Warning: no window preset \(presetName)"
            + (offered.isEmpty ? " (this API windows its slices itself)" : "; try \(offered.joined(separator: ", "))"))
    }
}
