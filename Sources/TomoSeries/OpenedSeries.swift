import Foundation
import TomoCore
import TomoImaging
import TomoVolume

/// An open series: what it is, where its slices lie and how to show them (its metadata), the volume of HU
/// it fills and the filling of one slice into it; reading a slice whole is for what the volume cannot hold
/// (a series that makes none, a slice not in it yet).
public protocol OpenedSeries: Sendable {
    var entry: SeriesEntry { get }
    /// Slices in display order, slice 0 first (for DICOM: along the normal, lowest first).
    var sliceCount: Int { get }
    /// Where the slices lie in patient space; nil when the source does not say (the original API).
    var geometry: VolumeGeometry? { get }
    /// The window the series opens in: the file's own, else the series' default. Nil when the source
    /// windows the slices itself (their samples are then display values: see `SeriesSlice.isRendered`).
    var defaultWindow: WindowLevel? { get }
    /// The windows to offer, the default first; empty when the source windows the slices itself.
    var windowPresets: [WindowPreset] { get }
    /// What the values of its volume and slices measure: HU for CT.
    var valueUnit: ValueUnit { get }
    /// Whether its default window is only a guess that a viewer should fit to the values of the first
    /// slice it shows (`SeriesSlice.valueRange`): grey images with no window of their own and values
    /// that are not HU, which no preset suits.
    var fitsWindowToValues: Bool { get }
    /// Slice `index`'s stored samples and what a reader needs to place and show them, for showing now.
    func slice(at index: Int) async throws -> SeriesSlice
    /// Reads slice `index` into what the series keeps, ahead of need: its volume (then every plane's view
    /// of that slice is cut from it), else a cache that makes a later `slice(at:)` quick. Returns the bytes
    /// read.
    func fillSlice(at index: Int) async throws -> Int
    /// How many `fillSlice` calls are worth running at once.
    var fillConcurrency: Int { get }
    /// Slice `index`'s name, where the source names its slices (the API's slice names); else nil.
    func name(ofSlice index: Int) -> String?
    /// Where slice `index`'s first pixel lies in patient space, when the source says (without reading it).
    func position(ofSlice index: Int) -> Vector3?
    /// What limits reading the slices, for the reader to see ("rendered by the server: 8-bit, no HU");
    /// nil when nothing does.
    var limitation: String? { get }
    /// Whether its lowest values show white (MONOCHROME1), which the images of its volume follow too.
    var isInverted: Bool { get }
    /// The frames per second its images were recorded at, for a cine loop that says (an ultrasound
    /// multi-frame image): the cine plays at it. Nil for any other series.
    var recordedFrameRate: Double? { get }
    /// How long slice `index` was shown before the next as recorded, in seconds: each frame's own time for
    /// a loop recorded at uneven times, else the recorded rate's; nil for a series that records none.
    func recordedTime(afterSlice index: Int) -> Double?
    /// The graphics its source draws over slice `index` (DICOM's Overlay Planes), known without reading
    /// the slice; empty for most.
    func overlays(ofSlice index: Int) -> [SliceOverlay]
    /// The volume of HU that `fillSlice(at:)` fills, when the series keeps one: every plane's view is cut
    /// from it. Nil when the slices make none (they differ in size, it would be too large) or the source
    /// keeps them elsewhere.
    var volume: CTVolume? { get }
}

extension OpenedSeries {
    /// The preset named `name` (any letter case), nil if the series has none of that name.
    public func windowPreset(named name: String) -> WindowPreset? {
        windowPresets.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// `defaultWindow` as a preset named `default`, followed by the CT presets.
    public static func presets(default window: WindowLevel) -> [WindowPreset] {
        [WindowPreset(name: "default", window: window)] + WindowPreset.ctPresets
    }

    public func name(ofSlice index: Int) -> String? { nil }

    public func position(ofSlice index: Int) -> Vector3? { nil }

    public var limitation: String? { nil }

    public var isInverted: Bool { false }

    public var recordedFrameRate: Double? { nil }

    public func recordedTime(afterSlice index: Int) -> Double? { recordedFrameRate.map { 1 / $0 } }

    public var fitsWindowToValues: Bool { false }

    public func overlays(ofSlice index: Int) -> [SliceOverlay] { [] }

    /// HU: what a CT series measures (the original API's, a test's).
    public var valueUnit: ValueUnit { .hounsfield }

    /// Slice `index`'s position along the series' normal in millimetres (rounded to 0.01 mm), when known.
    public func distance(ofSlice index: Int) -> Double? {
        guard let geometry, let position = position(ofSlice: index) else { return nil }
        return (position.dot(geometry.orientation.normal) * 100).rounded() / 100
    }

    /// The slice that `text` names: a slice name first, else an index from 0; nil when it names neither.
    public func sliceIndex(named text: String) -> Int? {
        if let index = (0..<sliceCount).first(where: { name(ofSlice: $0) == text }) { return index }
        return Int(text).flatMap { (0..<sliceCount).contains($0) ? $0 : nil }
    }

    /// Whether a window can be chosen: the slices are stored values, windowed by the reader.
    public var canWindow: Bool { defaultWindow != nil }

}
