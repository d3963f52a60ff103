import TomoCore
import TomoDICOM
import TomoSeries
import TomoVolume

extension SeriesInfo {
    /// What `series` says of itself: its entry, geometry, windows, values and each instance's place and
    /// recorded time. With `renderedByServer`, its slices are a server's rendered images: no window of the
    /// reader's, and the limitation says so.
    public init(_ series: DICOMSeries, renderedByServer: Bool = false) {
        let summary = series.summary
        let isColour = summary.pixels.isColour
        let valueUnit = summary.valueUnit
        let window = renderedByServer || isColour ? nil : Self.fileWindow(of: summary)
        self.init(
            entry: series.entry, sliceCount: series.instances.count,
            // No geometry for colour images that do not say where they lie or how large their pixels are (an
            // ultrasound loop): no orientation letters, scale bar or millimetres are made up for them. Grey
            // images keep the geometry their volume is made in.
            geometry: isColour && (summary.pixelSpacing == nil || summary.orientation == nil) ? nil : series.geometry,
            frameOfReferenceUID: summary.frameOfReferenceUID,
            defaultWindow: window, windowPresets: window.map { Self.presets(of: summary, default: $0) } ?? [],
            valueUnit: valueUnit,
            // Grey images without a window of their own whose values are not HU (an MR, a segmentation's
            // bitmaps): no window suits every such image, so the viewer fits one to the values it shows.
            fitsWindowToValues: !isColour && summary.windows.isEmpty && !valueUnit.isHounsfield,
            limitation: renderedByServer ? "rendered by the server: 8-bit, no HU" : nil,
            isInverted: series.instances.first?.isInverted ?? false,
            recordedFrameRate: series.instances.first?.frameInterval.map { 1000 / $0 },
            slicePositions: series.instances.map(\.position),
            // A Frame Time Vector's step, else the image's interval.
            recordedTimes: series.instances.map { ($0.timeToNextFrame ?? $0.frameInterval).map { $0 / 1000 } })
    }

    /// The first image's own window; else a soft-tissue window for HU, and for other values the window over
    /// every value its pixels can measure (`DICOMInstance.valueRange`), which a viewer fits to the values it
    /// shows (`fitsWindowToValues`).
    private static func fileWindow(of first: DICOMInstance) -> WindowLevel {
        if let window = first.windows.first { return window }
        guard !first.valueUnit.isHounsfield else { return WindowPreset.softTissue.window }
        return WindowLevel(covering: first.valueRange.lowerBound, first.valueRange.upperBound)
    }

    /// The file's windows, the first as `default` and the others by what the file calls them ("BONE", else
    /// "file 2"), then the CT presets for values in HU (a brain window means nothing on an MR).
    private static func presets(of first: DICOMInstance, default window: WindowLevel) -> [WindowPreset] {
        var presets = [WindowPreset(name: "default", window: window)]
        for (index, other) in first.windows.enumerated().dropFirst() {
            let explanation = first.windowExplanations.indices.contains(index) ? first.windowExplanations[index] : ""
            // Unnamed, or named as an earlier one is: by its place.
            let isTaken = presets.contains { $0.name.caseInsensitiveCompare(explanation) == .orderedSame }
            presets.append(WindowPreset(name: explanation.isEmpty || isTaken ? "file \(index + 1)" : explanation, window: other))
        }
        guard first.valueUnit.isHounsfield else { return presets }
        return presets + WindowPreset.ctPresets.filter { preset in
            !presets.contains { $0.name.caseInsensitiveCompare(preset.name) == .orderedSame }
        }
    }
}
