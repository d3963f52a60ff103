import Foundation
import TomoCore
import TomoDICOM
import TomoVolume

/// An open DICOM series: each slice read from its file (on the blocking-work threads) when asked for.
struct DICOMOpenedSeries: OpenedSeries {
    let series: DICOMSeries

    init(_ series: DICOMSeries) {
        self.series = series
    }

    var entry: SeriesEntry { series.entry }
    var sliceCount: Int { series.instances.count }
    var geometry: VolumeGeometry { series.geometry }

    /// The first image's own window, else a soft-tissue window.
    var defaultWindow: WindowLevel { series.summary.windows.first ?? WindowPreset.softTissue.window }

    var windowPresets: [WindowPreset] { Self.presets(default: defaultWindow) }

    func slice(at index: Int) async throws -> SeriesSlice {
        guard series.instances.indices.contains(index) else {
            throw SeriesSourceError.sliceOutOfRange(index: index, count: series.instances.count)
        }
        let instance = series.instances[index]
        let samples = try await BlockingWork.run { () throws -> StoredSamples in
            let file = try DICOMFile.read(path: instance.path)
            do {
                return try file.storedSamples(frame: instance.frame)
            } catch let error as DICOMError {
                throw DICOMFileError(path: instance.path, error: error)
            }
        }
        return SeriesSlice(
            index: index, columns: instance.columns, rows: instance.rows, samples: samples,
            rescale: instance.rescale, pixelSpacing: instance.pixelSpacing, position: instance.position,
            orientation: instance.orientation, windows: instance.windows, isInverted: instance.isInverted)
    }
}
