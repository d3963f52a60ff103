import TomoCore
import TomoDICOM
import TomoSeries
import TomoVolume

/// An open series of DICOM instances, wherever their pixels come from (files, a DICOMweb server, a DICOM
/// node): what they share of `OpenedSeries` (its `info` is `SeriesInfo(series)`, the overlays on a frame)
/// and how a slice is put together from its samples.
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
    /// The whole data set of slice `index`'s instance, its pixel data too, as the source holds it (a file or an
    /// archive's member read again, the instance a DICOMweb server sends, the file a DICOM node sent): what
    /// de-identifying and segmentations read. A multi-frame instance's slices share it.
    /// - Throws: ``SeriesSourceError/sliceOutOfRange(index:count:)``, or what reading the file or asking the
    ///   server throws.
    func dataSet(ofSlice index: Int) async throws -> DataSet
}

extension DICOMBackedSeries {
    /// Whether its images are colour (the first one's, as the series' window and presets follow).
    public var isColour: Bool { series.summary.pixels.isColour }

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
