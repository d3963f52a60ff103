import ScanViewerFeature

extension AppModel {
    /// What to remember for the next launch, from `previous`: the screen shown, the CT viewer's window
    /// preset if it had a series open in this run (none when the window was not a preset's), and
    /// `windowSize` as the front end measured it (nil keeps the remembered one).
    public func remembered(updating previous: RememberedState, windowSize: (width: Int, height: Int)?) -> RememberedState {
        var state = previous
        state.screen = screen.id
        if let viewer = model(for: .ct) as? ScanViewerModel, viewer.series != nil {
            state.windowPreset = viewer.selectedPresetName
        }
        if let windowSize, windowSize.width > 0, windowSize.height > 0 {
            (state.windowWidth, state.windowHeight) = (windowSize.width, windowSize.height)
        }
        return state
    }
}
