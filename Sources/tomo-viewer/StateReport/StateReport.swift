import ScanViewerFeature
import TomoImaging

/// What the window shows, as the hidden `--report-state` option writes it for the UI tests.
struct StateReport: Codable, Equatable {
    /// The image on screen.
    struct Image: Codable, Equatable {
        /// Its slice's position in the series.
        var index: Int
        /// Its slice's name.
        var name: String
        var width: Int
        var height: Int
        /// FNV-1a (64-bit, hex) of its gray pixels, row by row without padding.
        var fnv1a: String
    }

    /// `idle`, `loadingSeries`, `ready` or `failed`.
    var phase: String
    var seriesID: String?
    var sliceCount: Int
    /// The slider's position.
    var index: Int
    /// The name of the slice under the slider.
    var sliceName: String?
    /// The text beside the slider ("slice 4 / 12").
    var positionText: String
    var isLoadingSlices: Bool
    /// Slices loaded and failed so far.
    var loaded: Int
    var failed: Int
    var presetName: String?
    var isPlaying: Bool
    /// The error banner's message, if it is shown.
    var error: String?
    var image: Image?

    /// The report of `model`'s state, with `error` as the banner shows it.
    @MainActor
    init(_ model: ScanViewerModel, error: String?) {
        phase = switch model.phase {
        case .idle: "idle"
        case .loadingSeries: "loadingSeries"
        case .ready: "ready"
        case .failed: "failed"
        }
        seriesID = model.series?.id
        sliceCount = model.sliceCount
        index = model.index
        sliceName = model.currentSliceName
        positionText = model.positionText
        isLoadingSlices = model.isLoadingSlices
        loaded = model.progress.completed
        failed = model.progress.failed
        presetName = model.selectedPresetName
        isPlaying = model.isPlaying
        self.error = error
        image = model.displayed.map { displayed in
            Image(index: displayed.index, name: displayed.name, width: displayed.image.width,
                  height: displayed.image.height, fnv1a: PixelHash.fnv1a(displayed.image))
        }
    }
}
