import TomoImaging

/// What a viewer shows, in plain values: `tomo-desktop --report-state` writes it as JSON after every
/// change, and its UI tests read it back to check the window against slices they fetch themselves.
public struct ScanViewerReport: Codable, Equatable, Sendable {
    /// The image on screen.
    public struct Image: Codable, Equatable, Sendable {
        /// Its slice's position in the series.
        public var index: Int
        /// Its slice's name.
        public var name: String
        public var width: Int
        public var height: Int
        /// `Bitmap.pixelHash` of its pixels.
        public var pixelHash: String

        /// The report of `slice`, hashing its pixels.
        public init(_ slice: DisplayedSlice) {
            index = slice.index
            name = slice.name
            width = slice.image.width
            height = slice.image.height
            pixelHash = slice.image.pixelHash
        }
    }

    /// `idle`, `loadingSeries`, `ready` or `failed`.
    public var phase: String
    public var seriesID: String?
    public var sliceCount: Int
    /// The slider's position.
    public var index: Int
    /// The name of the slice under the slider.
    public var sliceName: String?
    /// The text beside the slider ("slice 4 / 12").
    public var positionText: String
    public var isLoadingSlices: Bool
    /// Slices loaded and failed so far.
    public var loaded: Int
    public var failed: Int
    public var presetName: String?
    public var isPlaying: Bool
    /// The error banner's message, if it is shown.
    public var error: String?
    public var image: Image?

    /// Ready, every slice loaded, and the slice under the slider on screen.
    public var isSettled: Bool {
        phase == "ready" && !isLoadingSlices && loaded == sliceCount && image?.index == index
    }

    /// The report of `model`'s state, with what the front end shows: `error`, the message of its error
    /// banner, and `image`, the slice on its screen (which lags the model's `displayed` until drawn).
    @MainActor
    public init(_ model: ScanViewerModel, error: String?, image: Image?) {
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
        self.image = image
    }
}
