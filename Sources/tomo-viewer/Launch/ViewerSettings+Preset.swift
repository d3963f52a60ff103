import ScanViewerFeature
import TomoCLI

extension ViewerSettings {
    /// Applies `--preset` to the opened `model`, warning when its series offers no preset of that name.
    @MainActor
    func applyPreset(to model: ScanViewerModel) {
        guard let presetName, model.phase == .ready else { return }
        guard model.presets.contains(where: { $0.name == presetName }) else {
            let offered = model.presets.map(\.name)
            return StandardError.writeLine("Warning: no window preset \(presetName)"
                + (offered.isEmpty ? " (this API windows its slices itself)" : "; try \(offered.joined(separator: ", "))"))
        }
        model.selectPreset(named: presetName)
    }
}
