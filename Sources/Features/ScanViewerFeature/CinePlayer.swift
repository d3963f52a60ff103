import Observation

/// The cine: whether it plays and how fast. A child of `ScanViewerModel`, which says what a frame
/// does (the next slice, wrapping to the first).
@MainActor
@Observable
public final class CinePlayer {
    /// The cine speeds a viewer allows, in frames per second.
    public static let frameRates: ClosedRange<Double> = 1...60
    /// The speeds a front end offers in its menu, in frames per second; the default is among them.
    public static let frameRateChoices: [Double] = [4, 8, 12, 20, 30]

    public private(set) var isPlaying = false
    /// Cine speed in frames per second, within `frameRates`.
    public private(set) var framesPerSecond: Double = 12

    @ObservationIgnored private let sleep: @Sendable (Duration) async throws -> Void
    @ObservationIgnored private var task: Task<Void, Never>?

    /// A cine that waits between frames with `sleep` (tests substitute one they control).
    init(sleep: @escaping @Sendable (Duration) async throws -> Void) {
        self.sleep = sleep
    }

    isolated deinit {
        task?.cancel()
    }

    /// Sets the speed, clamped to `frameRates`; a running cine picks it up at the next frame.
    public func setFramesPerSecond(_ rate: Double) {
        framesPerSecond = min(max(rate, Self.frameRates.lowerBound), Self.frameRates.upperBound)
    }

    /// Calls `frame` at `framesPerSecond` until paused.
    func play(_ frame: @escaping @MainActor () -> Void) {
        guard !isPlaying else { return }
        isPlaying = true
        let sleep = sleep
        task = Task { [weak self] in
            // Weak: a cine let go of while playing is freed, which stops it.
            while !Task.isCancelled, let rate = self?.framesPerSecond {
                do {
                    try await sleep(.seconds(1 / rate))
                } catch {
                    return
                }
                guard let self, isPlaying else { return }
                frame()
            }
        }
    }

    public func pause() {
        isPlaying = false
        task?.cancel()
        task = nil
    }
}
