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
        cine.play({ [weak self] in
            guard let self else { return }
            setIndex(index + 1 < sliceCount ? index + 1 : 0)
        }, recordedTime: { [weak self] in
            guard let self else { return nil }
            return series?.recordedTime(afterSlice: index)
        })
    }

    public func pause() { cine.pause() }
    public func togglePlay() { isPlaying ? pause() : play() }
    /// Sets the cine speed, clamped to `frameRates`.
    public func setFramesPerSecond(_ rate: Double) { cine.setFramesPerSecond(rate) }
}
