import TomoCore
import TomoDICOM
import TomoSeries
import TomoVolume

/// An open series of DICOM instances, wherever their pixels come from (files, a DICOMweb server): what
/// they share of `OpenedSeries` (the entry, the geometry, the file's window as the default preset, each
/// slice's position) and how a slice is put together from its samples.
public protocol DICOMBackedSeries: OpenedSeries {
    /// The instances in geometric order, with the series' geometry.
    var series: DICOMSeries { get }
    /// The slices preloaded so far, in HU; nil when they make no volume (they differ in size, or it
    /// would be too large).
    var volume: CTVolume? { get }
    /// The first instance's elements before its pixel data (its file's header, or its metadata from the
    /// server): the patient and study a report of the series copies.
    /// - Throws: what reading the file or asking the server throws.
    func header() async throws -> DataSet
}

extension DICOMBackedSeries {
    public var entry: SeriesEntry { series.entry }
    public var sliceCount: Int { series.instances.count }
    /// The series' geometry; none for colour images that do not say where they lie or how large their
    /// pixels are (an ultrasound loop): no orientation letters, scale bar or millimetres are made up for
    /// them. (Grey images keep the geometry their volume is made in.)
    public var geometry: VolumeGeometry? {
        let first = series.summary
        return isColour && (first.pixelSpacing == nil || first.orientation == nil) ? nil : series.geometry
    }
    /// The file's window; none for colour images, which are shown as they are.
    public var defaultWindow: WindowLevel? { isColour ? nil : fileWindow }
    /// The file's windows, the first as `default` and the others by what the file calls them ("BONE",
    /// else "file 2"), then the CT presets for values in HU (a brain window means nothing on an MR).
    public var windowPresets: [WindowPreset] {
        guard let window = defaultWindow else { return [] }
        var presets = [WindowPreset(name: "default", window: window)]
        let summary = series.summary
        for (index, other) in summary.windows.enumerated().dropFirst() {
            let explanation = summary.windowExplanations.indices.contains(index) ? summary.windowExplanations[index] : ""
            // Unnamed, or named as an earlier one is: by its place.
            let isTaken = presets.contains { $0.name.caseInsensitiveCompare(explanation) == .orderedSame }
            presets.append(WindowPreset(name: explanation.isEmpty || isTaken ? "file \(index + 1)" : explanation, window: other))
        }
        guard valueUnit.isHounsfield else { return presets }
        return presets + WindowPreset.ctPresets.filter { preset in
            !presets.contains { $0.name.caseInsensitiveCompare(preset.name) == .orderedSame }
        }
    }

    /// What the first image's values measure.
    public var valueUnit: ValueUnit { series.summary.valueUnit }

    /// Whether its images are colour (the first one's, as the series' window and presets follow).
    public var isColour: Bool { series.summary.pixels.isColour }

    /// The first image's photometric interpretation says.
    public var isInverted: Bool { series.instances.first?.isInverted ?? false }

    /// The first image's recorded frame interval as a rate.
    public var recordedFrameRate: Double? { series.instances.first?.frameInterval.map { 1000 / $0 } }

    /// Instance `index`'s time to the next frame (a Frame Time Vector's step), else its image's interval.
    public func recordedTime(afterSlice index: Int) -> Double? {
        guard series.instances.indices.contains(index) else { return recordedFrameRate.map { 1 / $0 } }
        let instance = series.instances[index]
        return (instance.timeToNextFrame ?? instance.frameInterval).map { $0 / 1000 }
    }

    /// The first image's own window; else a soft-tissue window for HU, and for other values the window
    /// over every value its pixels can measure (`DICOMInstance.valueRange`), which a viewer fits to the values
    /// it shows (`fitsWindowToValues`).
    public var fileWindow: WindowLevel {
        let first = series.summary
        if let window = first.windows.first { return window }
        guard !valueUnit.isHounsfield else { return WindowPreset.softTissue.window }
        return WindowLevel(covering: first.valueRange.lowerBound, first.valueRange.upperBound)
    }

    /// Grey images without a window of their own whose values are not HU (an MR, a segmentation's bitmaps):
    /// no window suits every such image, so the viewer fits one to the values it shows.
    public var fitsWindowToValues: Bool {
        !isColour && series.summary.windows.isEmpty && !valueUnit.isHounsfield
    }

    /// Instance `index`'s Overlay Planes on its frame, white where they mark it.
    public func overlays(ofSlice index: Int) -> [SliceOverlay] {
        guard series.instances.indices.contains(index) else { return [] }
        return overlays(series.instances[index].overlays, on: series.instances[index])
    }

    /// Overlay `planes` on `instance`'s frame (those that mark it).
    public func overlays(_ planes: [OverlayPlane], on instance: DICOMInstance) -> [SliceOverlay] {
        planes.compactMap { plane in
            plane.mask(frame: instance.frame, imageColumns: instance.columns, imageRows: instance.rows).map {
                SliceOverlay(name: plane.name, columns: instance.columns, rows: instance.rows, marks: $0)
            }
        }
    }

    public func position(ofSlice index: Int) -> Vector3? {
        series.instances.indices.contains(index) ? series.instances[index].position : nil
    }

    /// Instance `index`, or ``SeriesSourceError/sliceOutOfRange(index:count:)``.
    public func instance(at index: Int) throws(SeriesSourceError) -> DICOMInstance {
        guard series.instances.indices.contains(index) else {
            throw .sliceOutOfRange(index: index, count: series.instances.count)
        }
        return series.instances[index]
    }

    /// Slice `index` of `instance` with `samples`, mapped to HU by `rescale` (identity for samples from a
    /// volume, which holds HU already).
    public func slice(_ index: Int, of instance: DICOMInstance, samples: StoredSamples, rescale: Rescale) -> SeriesSlice {
        SeriesSlice(
            index: index, columns: instance.columns, rows: instance.rows, samples: samples,
            rescale: rescale, pixelSpacing: instance.pixelSpacing, position: instance.position,
            orientation: instance.orientation, windows: instance.windows, isInverted: instance.isInverted,
            valueUnit: instance.valueUnit)
    }

    /// A volume for the slices when they make one (all of one size, grey); nil otherwise, or when too large.
    public static func volume(for series: DICOMSeries) -> CTVolume? {
        let regular = series.instances.allSatisfy { $0.columns == series.geometry.columns && $0.rows == series.geometry.rows }
        return regular ? try? series.makeVolume() : nil
    }
}
