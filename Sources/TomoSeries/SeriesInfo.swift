import TomoCore
import TomoImaging
import TomoVolume

/// What an open series is, where its slices lie and how to show them: everything about it known when it
/// opens, before any of its pixels (`OpenedSeries.info`).
public struct SeriesInfo: Sendable {
    /// What a picker lists for it.
    public var entry: SeriesEntry
    /// Slices in display order, slice 0 first (for DICOM: along the normal, lowest first).
    public var sliceCount: Int
    /// Where the slices lie in patient space; nil when the source does not say (the original API).
    public var geometry: VolumeGeometry?
    /// The frame of reference its positions lie in (its DICOM Frame of Reference UID): series that share one
    /// share their patient coordinates. Nil where the source names none.
    public var frameOfReferenceUID: String?
    /// The window the series opens in: the file's own, else the series' default. Nil when the source
    /// windows the slices itself (their samples are then display values: see `SeriesSlice.isRendered`)
    /// or they are colour.
    public var defaultWindow: WindowLevel?
    /// The windows to offer, the default first; empty when there is no window to choose.
    public var windowPresets: [WindowPreset]
    /// What the values of its volume and slices measure: HU for CT.
    public var valueUnit: ValueUnit
    /// Whether its default window is only a guess that a viewer should fit to the values of the first
    /// slice it shows (`SeriesSlice.valueRange`): grey images with no window of their own and values
    /// that are not HU, which no preset suits.
    public var fitsWindowToValues: Bool
    /// What limits reading the slices, for the reader to see ("rendered by the server: 8-bit, no HU");
    /// nil when nothing does.
    public var limitation: String?
    /// Whether its lowest values show white (MONOCHROME1), which the images of its volume follow too.
    public var isInverted: Bool
    /// The frames per second its images were recorded at, for a cine loop that says (an ultrasound
    /// multi-frame image): the cine plays at it. Nil for any other series.
    public var recordedFrameRate: Double?
    /// Each slice's name, where the source names its slices (the API's slice names); else empty.
    public var sliceNames: [String]
    /// Where each slice's first pixel lies in patient space, where the source says; else empty.
    public var slicePositions: [Vector3?]
    /// How long each slice was shown before the next as recorded, in seconds, where the source records
    /// each frame's own time (a loop recorded at uneven times); else empty, and the recorded rate says.
    public var recordedTimes: [Double?]

    public init(
        entry: SeriesEntry, sliceCount: Int, geometry: VolumeGeometry? = nil, frameOfReferenceUID: String? = nil, defaultWindow: WindowLevel? = nil,
        windowPresets: [WindowPreset] = [], valueUnit: ValueUnit = .hounsfield, fitsWindowToValues: Bool = false,
        limitation: String? = nil, isInverted: Bool = false, recordedFrameRate: Double? = nil, sliceNames: [String] = [],
        slicePositions: [Vector3?] = [], recordedTimes: [Double?] = []
    ) {
        self.entry = entry
        self.sliceCount = sliceCount
        self.geometry = geometry
        self.frameOfReferenceUID = frameOfReferenceUID
        self.defaultWindow = defaultWindow
        self.windowPresets = windowPresets
        self.valueUnit = valueUnit
        self.fitsWindowToValues = fitsWindowToValues
        self.limitation = limitation
        self.isInverted = isInverted
        self.recordedFrameRate = recordedFrameRate
        self.sliceNames = sliceNames
        self.slicePositions = slicePositions
        self.recordedTimes = recordedTimes
    }
}
