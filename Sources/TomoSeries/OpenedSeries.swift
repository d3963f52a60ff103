import Foundation
import TomoCore
import TomoImaging
import TomoVolume

/// An open series: what it is and how to show it (`info`, known when it opens), the volume of HU it fills
/// and the filling of one slice into it; reading a slice whole is for what the volume cannot hold (a series
/// that makes none, a slice not in it yet).
public protocol OpenedSeries: Sendable {
    /// What it is, where its slices lie and how to show them.
    var info: SeriesInfo { get }
    /// Slice `index`'s stored samples and what a reader needs to place and show them, for showing now.
    func slice(at index: Int) async throws -> SeriesSlice
    /// Reads slice `index` into what the series keeps, ahead of need: its volume (then every plane's view
    /// of that slice is cut from it), else a cache that makes a later `slice(at:)` quick. Returns the bytes
    /// read.
    func fillSlice(at index: Int) async throws -> Int
    /// How many `fillSlice` calls are worth running at once.
    var fillConcurrency: Int { get }
    /// The volume of HU that `fillSlice(at:)` fills, when the series keeps one: every plane's view is cut
    /// from it. Nil when the slices make none (they differ in size, it would be too large) or the source
    /// keeps them elsewhere.
    var volume: CTVolume? { get }
    /// The graphics its source draws over slice `index` (DICOM's Overlay Planes); empty for most. A source
    /// that fetches them with the slice has them once the slice has been read or filled.
    func overlays(ofSlice index: Int) -> [SliceOverlay]
}

/// What `info` says, asked of the series itself.
extension OpenedSeries {
    public var entry: SeriesEntry { info.entry }
    public var sliceCount: Int { info.sliceCount }
    public var geometry: VolumeGeometry? { info.geometry }
    public var defaultWindow: WindowLevel? { info.defaultWindow }
    public var windowPresets: [WindowPreset] { info.windowPresets }
    public var valueUnit: ValueUnit { info.valueUnit }
    public var fitsWindowToValues: Bool { info.fitsWindowToValues }
    public var limitation: String? { info.limitation }
    public var isInverted: Bool { info.isInverted }
    public var recordedFrameRate: Double? { info.recordedFrameRate }

    /// Slice `index`'s name, where the source names its slices (the API's slice names); else nil.
    public func name(ofSlice index: Int) -> String? {
        info.sliceNames.indices.contains(index) ? info.sliceNames[index] : nil
    }

    /// Where slice `index`'s first pixel lies in patient space, when the source says (without reading it).
    public func position(ofSlice index: Int) -> Vector3? {
        info.slicePositions.indices.contains(index) ? info.slicePositions[index] : nil
    }

    /// How long slice `index` was shown before the next as recorded, in seconds: each frame's own time for
    /// a loop recorded at uneven times, else the recorded rate's; nil for a series that records none.
    public func recordedTime(afterSlice index: Int) -> Double? {
        info.recordedTimes.indices.contains(index) ? info.recordedTimes[index] : recordedFrameRate.map { 1 / $0 }
    }

    public func overlays(ofSlice index: Int) -> [SliceOverlay] { [] }
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
