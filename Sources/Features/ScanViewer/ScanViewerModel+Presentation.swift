import TomoCore
import TomoPipeline

extension ScanViewerModel {
    public var sliceCount: Int { series?.slices.count ?? 0 }

    /// Whether slices are still arriving: the loading indicator stays until every one has loaded or failed.
    public var isLoadingSlices: Bool { phase == .ready && !progress.isFinished }

    /// "slice 42 / 108" (1-based, as people count).
    public var positionText: String {
        sliceCount == 0 ? "no slices" : "slice \(index + 1) / \(sliceCount)"
    }

    /// "Loading 37 / 108" while slices arrive; nil once all are in.
    public var loadingText: String? {
        isLoadingSlices ? "Loading \(progress.completed + progress.failed) / \(progress.total)" : nil
    }

    /// Window presets to offer; empty when the server windows the slices (the original API).
    public var presets: [WindowPreset] {
        guard case .stored16 = source else { return [] }
        return metadata?.windowPresets ?? []
    }

    /// The window selector: presets, plus the current window when it is none of them.
    public var windowMenu: WindowMenu {
        WindowMenu(
            presets: presets, window: canAdjustWindow ? window : nil, presetName: selectedPresetName,
            defaultWindow: metadata?.defaultWindow)
    }

    /// Whether a window can be chosen at all.
    public var canAdjustWindow: Bool {
        if case .stored16 = source { true } else { false }
    }

    /// Whether there are several series to choose from.
    public var canPickSeries: Bool { catalog.count > 1 }

    /// Why the slice under the slider could not be shown: the last draw's failure, else the preload's
    /// unless the slice is on screen after all (a visible request can succeed where the preload failed).
    public var currentSliceError: String? {
        if let drawFailure, drawFailure.index == index { return drawFailure.message }
        return displayed?.index == index ? nil : failedSlices[index]
    }

    /// The name of the slice under the slider.
    public var currentSliceName: String? {
        guard let series, series.slices.indices.contains(index) else { return nil }
        return series.slices[index]
    }
}
