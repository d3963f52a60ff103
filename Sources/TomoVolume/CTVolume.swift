import TomoCore

/// A volume of Hounsfield units, filled slice by slice as slices arrive, readable all along: the base
/// of the multi-planar views. Samples are `Int16` HU (rounded, clamped), two bytes per voxel; memory is
/// touched only as slices are filled.
public final class CTVolume: @unchecked Sendable {
    /// Where the samples lie.
    public let geometry: VolumeGeometry
    /// Voxels, slice after slice, each row-major, top row first. Written and read only under `state`'s
    /// lock (which makes this class sendable).
    private let voxels: UnsafeMutableBufferPointer<Int16>
    private let state: Locked<[Bool]>

    /// An empty volume over `geometry`.
    ///
    /// Throws ``CTVolumeError/invalidGeometry(_:)`` when a dimension is not positive and
    /// ``CTVolumeError/tooLarge(bytes:)`` when the voxels would need more than `byteLimit` bytes.
    public init(geometry: VolumeGeometry, byteLimit: Int = CTVolume.defaultByteLimit) throws(CTVolumeError) {
        guard geometry.columns > 0, geometry.rows > 0, geometry.sliceCount > 0 else { throw .invalidGeometry(geometry) }
        let (perSlice, overflow1) = geometry.columns.multipliedReportingOverflow(by: geometry.rows)
        let (count, overflow2) = perSlice.multipliedReportingOverflow(by: geometry.sliceCount)
        let (bytes, overflow3) = count.multipliedReportingOverflow(by: MemoryLayout<Int16>.stride)
        guard !overflow1, !overflow2, !overflow3, bytes <= byteLimit else {
            throw .tooLarge(bytes: overflow1 || overflow2 || overflow3 ? .max : bytes)
        }
        self.geometry = geometry
        voxels = .allocate(capacity: count)
        state = Locked(Array(repeating: false, count: geometry.sliceCount))
    }

    deinit {
        voxels.deallocate()
    }

    /// The most a volume may take unless told otherwise: 16 GiB (an 8,000-slice 512 × 512 series).
    public static let defaultByteLimit = 16 << 30

    /// The voxels' size in bytes.
    public var byteCount: Int { voxels.count * MemoryLayout<Int16>.stride }

    /// Stores slice `index` from its stored values mapped to HU by `rescale`.
    ///
    /// Throws ``CTVolumeError/sliceOutOfRange(index:count:)`` or ``CTVolumeError/sampleCountMismatch(expected:actual:)``.
    public func fill(slice index: Int, with samples: StoredSamples, rescale: Rescale) throws(CTVolumeError) {
        try checkSlice(index)
        let perSlice = geometry.samplesPerSlice
        guard samples.count == perSlice else { throw .sampleCountMismatch(expected: perSlice, actual: samples.count) }
        state.withLock { filled in
            let start = index * perSlice
            let isIdentity = rescale == .identity
            samples.words.withUnsafeBufferPointer { words in
                for offset in 0..<perSlice {
                    let stored = samples.isSigned ? Int32(Int16(bitPattern: words[offset])) : Int32(words[offset])
                    voxels[start + offset] = isIdentity
                        ? Int16(clamping: stored) : Self.hounsfield(Double(stored), rescale)
                }
            }
            filled[index] = true
        }
    }

    /// Whether slice `index` has been filled.
    public func isFilled(_ index: Int) -> Bool {
        state.withLock { filled in filled.indices.contains(index) && filled[index] }
    }

    /// How many slices have been filled.
    public var filledCount: Int { state.withLock { $0.count { $0 } } }

    /// The HU value at (`column`, `row`, `slice`), nil outside the volume or in a slice not filled yet.
    public func hounsfieldUnits(column: Int, row: Int, slice: Int) -> Int16? {
        guard (0..<geometry.columns).contains(column), (0..<geometry.rows).contains(row) else { return nil }
        return state.withLock { filled in
            guard filled.indices.contains(slice), filled[slice] else { return nil }
            return voxels[(slice * geometry.rows + row) * geometry.columns + column]
        }
    }

    /// Slice `index`'s HU values (row-major, top row first), nil if it has not been filled.
    public func slice(_ index: Int) -> [Int16]? {
        state.withLock { filled in
            guard filled.indices.contains(index), filled[index] else { return nil }
            let perSlice = geometry.samplesPerSlice
            return Array(voxels[index * perSlice ..< (index + 1) * perSlice])
        }
    }

    private func checkSlice(_ index: Int) throws(CTVolumeError) {
        guard (0..<geometry.sliceCount).contains(index) else {
            throw .sliceOutOfRange(index: index, count: geometry.sliceCount)
        }
    }

    private static func hounsfield(_ stored: Double, _ rescale: Rescale) -> Int16 {
        let value = rescale.physicalValue(ofStored: stored).rounded()
        return value.isNaN ? 0 : Int16(max(Double(Int16.min), min(Double(Int16.max), value)))
    }
}
