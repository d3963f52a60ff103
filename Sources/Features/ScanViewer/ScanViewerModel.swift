import Foundation
import Observation
import TomoCore
import TomoImaging
import TomoPipeline

/// The CT scan viewer's state and behaviour, for any front end (GTK, SwiftUI, tests).
///
/// Open a series with `open()`: the model fetches the series list (if the API has one), the series
/// and its metadata (if the API has it), shows the first slice as soon as it arrives, and preloads
/// every slice, nearest to the one on screen first. The slider is an index into the series' `slices`
/// array and nothing else: names are never sorted. With metadata the model fetches 16-bit slices and
/// windows them itself, so any window applies at once; without it (the original API) it shows the
/// server's 8-bit slices. All work runs off the main actor; the model only publishes results.
@MainActor
@Observable
public final class ScanViewerModel {
    // MARK: State the front ends draw

    public internal(set) var phase: ScanViewerPhase = .idle
    /// The series the API offers; empty when it has no catalog (then there is nothing to pick).
    public internal(set) var catalog: [SeriesSummary] = []
    public internal(set) var series: Series?
    /// Geometry, rescale and presets; nil when the API does not serve them.
    public internal(set) var metadata: SeriesMetadata?
    /// Slices preloaded so far.
    public internal(set) var progress = PreloadProgress(total: 0)
    /// The slider position: an index into `series.slices`.
    public internal(set) var index = 0
    /// What is on screen (it may lag `index` by one frame while the next slice is drawn).
    public internal(set) var displayed: DisplayedSlice?
    /// Slices the preload could not load, by index, with the reason; the rest are unaffected.
    public internal(set) var failedSlices: [Int: String] = [:]
    /// The slice the last draw could not show, with the reason (nil after a draw succeeds).
    public internal(set) var drawFailure: (index: Int, message: String)?
    /// The window applied to 16-bit slices; nil when the server windows them.
    public internal(set) var window: WindowLevel?
    /// The preset `window` came from, if it came from one.
    public internal(set) var selectedPresetName: String?
    public internal(set) var isPlaying = false
    /// Cine speed in frames per second, within `ScanViewerModel.frameRates`.
    public internal(set) var framesPerSecond: Double = 12

    // MARK: Machinery

    let environment: ScanViewerEnvironment
    var source: SliceSource?
    var preloader: SeriesPreloader?
    var loadTask: Task<Void, Never>?
    var preloadTask: Task<Void, Never>?
    var displayTask: Task<Void, Never>?
    var cineTask: Task<Void, Never>?
    /// The window when the current window drag began.
    @ObservationIgnored var windowDragStart: WindowLevel?
    /// The series `open` was last asked for (nil: the API's default), which `retry` opens again.
    @ObservationIgnored var requestedSeriesID: String?

    public init(environment: ScanViewerEnvironment) {
        self.environment = environment
    }

    isolated deinit {
        stopWork()
    }

    /// Cancels loading, preloading, drawing and cine.
    func stopWork() {
        for task in [loadTask, preloadTask, displayTask, cineTask] { task?.cancel() }
        isPlaying = false
    }
}
