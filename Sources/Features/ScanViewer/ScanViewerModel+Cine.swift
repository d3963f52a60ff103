extension ScanViewerModel {
    /// The cine speeds a viewer allows, in frames per second.
    public static let frameRates: ClosedRange<Double> = 1...60
    /// The speeds a front end offers in its menu, in frames per second; the default is among them.
    public static let frameRateChoices: [Double] = [4, 8, 12, 20, 30]

    /// Sets the cine speed, clamped to `frameRates`; a running cine picks it up at the next frame.
    public func setFramesPerSecond(_ rate: Double) {
        framesPerSecond = min(max(rate, Self.frameRates.lowerBound), Self.frameRates.upperBound)
    }

    /// Plays through the slices at `framesPerSecond`, wrapping from the last to the first.
    public func play() {
        guard !isPlaying, sliceCount > 1 else { return }
        isPlaying = true
        let sleep = environment.sleep
        cineTask = Task { [weak self] in
            // Weak: a model let go of while playing is freed, which stops the cine.
            while !Task.isCancelled, let rate = self?.framesPerSecond {
                do {
                    try await sleep(.seconds(1 / rate))
                } catch {
                    return
                }
                guard let self, isPlaying else { return }
                setIndex(index + 1 < sliceCount ? index + 1 : 0)
            }
        }
    }

    public func pause() {
        isPlaying = false
        cineTask?.cancel()
        cineTask = nil
    }

    public func togglePlay() {
        isPlaying ? pause() : play()
    }
}
