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
    /// Cine speed in frames per second, within `frameRates`: the open series' recorded rate until the
    /// reader picks one.
    public private(set) var framesPerSecond: Double = 12
    /// The speed the series plays at when it recorded one (a cine loop), nil otherwise.
    public private(set) var recordedFramesPerSecond: Double?
    /// The speed the reader last picked, for series that record none.
    @ObservationIgnored private var chosenFramesPerSecond: Double = 12

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
        framesPerSecond = Self.clamped(rate)
        chosenFramesPerSecond = framesPerSecond
    }

    /// A series has opened that was recorded at `rate` frames per second (nil: it says none): the cine
    /// plays at it (clamped to `frameRates`), else at the speed the reader last picked.
    func seriesOpened(recordedRate rate: Double?) {
        recordedFramesPerSecond = rate.map(Self.clamped)
        framesPerSecond = recordedFramesPerSecond ?? chosenFramesPerSecond
    }

    private static func clamped(_ rate: Double) -> Double {
        min(max(rate, frameRates.lowerBound), frameRates.upperBound)
    }

    /// Calls `frame` at `framesPerSecond` until paused; while that is the recorded speed, each wait is the
    /// time `recordedTime` gives for the frame shown (a loop recorded at uneven times), within `frameRates`.
    func play(_ frame: @escaping @MainActor () -> Void, recordedTime: @escaping @MainActor () -> Double? = { nil }) {
        guard !isPlaying else { return }
        isPlaying = true
        let sleep = sleep
        task = Task { [weak self] in
            // Weak: a cine let go of while playing is freed, which stops it.
            while !Task.isCancelled, let wait = self?.nextWait(recordedTime()) {
                do {
                    try await sleep(.seconds(wait))
                } catch {
                    return
                }
                guard let self, isPlaying else { return }
                frame()
            }
        }
    }

    /// How long the frame shown stays, in seconds: its `recorded` time while the cine plays at the recorded
    /// speed, else one frame at `framesPerSecond`.
    private func nextWait(_ recorded: Double?) -> Double {
        guard let recorded, framesPerSecond == recordedFramesPerSecond, recorded.isFinite else { return 1 / framesPerSecond }
        return min(max(recorded, 1 / Self.frameRates.upperBound), 1 / Self.frameRates.lowerBound)
    }

    public func pause() {
        isPlaying = false
        task?.cancel()
        task = nil
    }
}
