/// The cine (`cine` keeps whether it plays and how fast): each frame moves the slider on, wrapping from the
/// last slice to the first.
extension ScanViewerModel {
    /// The cine speeds a viewer allows, in frames per second.
    public static let frameRates = CinePlayer.frameRates
    /// The speeds a front end offers in its menu, in frames per second; the default is among them.
    public static let frameRateChoices = CinePlayer.frameRateChoices

    /// Plays through the slices at `framesPerSecond`, wrapping from the last to the first; at the recorded
    /// speed, each frame for as long as it was recorded (a loop of uneven frame times).
    public func play() {
        guard canBrowse else { return }
        // Each frame moves this pane's slider, whichever pane is active by then.
        let pane = pane
        cine.play({ [weak self, weak pane] in
            guard let self, let pane else { return }
            acting(on: pane) { setIndex(index + 1 < sliceCount ? index + 1 : 0) }
        }, recordedTime: { [weak self, weak pane] in
            guard let self, let pane else { return nil }
            return acting(on: pane) { series?.recordedTime(afterSlice: index) }
        })
    }

    public func pause() { cine.pause() }
    public func togglePlay() { isPlaying ? pause() : play() }
    /// Sets the cine speed, clamped to `frameRates`.
    public func setFramesPerSecond(_ rate: Double) { cine.setFramesPerSecond(rate) }
}
