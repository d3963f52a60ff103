import TomoCore
import TomoVolume

/// An in-memory volume: every stored sample held in one array (what archive readers produce).
public struct VoxelVolume: Volume {
    public let key: String
    public let title: String
    public let modality: String
    public let geometry: VolumeGeometry
    public let rescale: Rescale
    public let defaultWindow: WindowLevel
    /// All stored samples: slice after slice, each row-major with the top row first.
    public let samples: [UInt16]

    /// Wraps `samples` (slice after slice, each row-major, top row first).
    ///
    /// Throws ``VolumeError/invalidGeometry(columns:rows:sliceCount:)`` for a non-positive dimension and
    /// ``VolumeError/sampleCountMismatch(expected:actual:)`` unless `samples` holds exactly
    /// `columns * rows * sliceCount` values.
    public init(
        key: String, title: String, modality: String, geometry: VolumeGeometry,
        rescale: Rescale, defaultWindow: WindowLevel, samples: [UInt16]
    ) throws(VolumeError) {
        guard geometry.columns > 0, geometry.rows > 0, geometry.sliceCount > 0 else {
            throw .invalidGeometry(columns: geometry.columns, rows: geometry.rows, sliceCount: geometry.sliceCount)
        }
        let (perSlice, overflow1) = geometry.columns.multipliedReportingOverflow(by: geometry.rows)
        let (expected, overflow2) = perSlice.multipliedReportingOverflow(by: geometry.sliceCount)
        guard !overflow1, !overflow2, samples.count == expected else {
            throw .sampleCountMismatch(expected: overflow1 || overflow2 ? .max : expected, actual: samples.count)
        }
        self.key = key
        self.title = title
        self.modality = modality
        self.geometry = geometry
        self.rescale = rescale
        self.defaultWindow = defaultWindow
        self.samples = samples
    }

    public func slice(at index: Int) throws(VolumeError) -> [UInt16] {
        guard index >= 0, index < geometry.sliceCount else {
            throw .sliceOutOfRange(index: index, count: geometry.sliceCount)
        }
        let count = geometry.samplesPerSlice
        return Array(samples[index * count ..< (index + 1) * count])
    }
}
