import Foundation
import TomoCore
import TomoVolume

/// An open series: what it is, where its slices lie, how to show them, and each slice.
public protocol OpenedSeries: Sendable {
    var entry: SeriesEntry { get }
    /// Slices in display order, slice 0 first (for DICOM: along the normal, lowest first).
    var sliceCount: Int { get }
    /// Where the slices lie in patient space.
    var geometry: VolumeGeometry { get }
    /// The window the series opens in: the file's own, else the series' default.
    var defaultWindow: WindowLevel { get }
    /// The windows to offer: the default first (named `default`), then the standard CT presets.
    var windowPresets: [WindowPreset] { get }
    /// Slice `index`'s stored samples and what a reader needs to place and show them.
    func slice(at index: Int) async throws -> SeriesSlice
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
}
