import TomoCore

/// A volume of Hounsfield units, filled slice by slice as slices arrive, readable all along: the base
/// of the multi-planar views. Samples are `Int16` HU (rounded, clamped), two bytes per voxel; memory is
/// touched only as slices are filled.
public final class CTVolume: @unchecked Sendable {
    /// Where the samples lie.
    public let geometry: VolumeGeometry
    /// Voxels, slice after slice, each row-major, top row first. A slice is written once, by the filler that
    /// claimed it (its state `empty` → `filling` under the lock), outside the lock; it is read only under the
    /// lock, once its state says `filled` (which makes this class sendable).
    private let voxels: UnsafeMutableBufferPointer<Int16>
    private let state: Locked<[SliceState]>

    private enum SliceState: Sendable {
        case empty, filling, filled
    }

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
        guard let voxels = VoxelMemory.allocate(count) else { throw .tooLarge(bytes: bytes) }
        self.geometry = geometry
        self.voxels = voxels
        state = Locked(Array(repeating: .empty, count: geometry.sliceCount))
    }

    deinit {
        VoxelMemory.deallocate(voxels)
    }

    /// The most a volume may take unless told otherwise: 16 GiB (an 8,000-slice 512 × 512 series).
    public static let defaultByteLimit = 16 << 30

    /// The voxels' size in bytes.
    public var byteCount: Int { voxels.count * MemoryLayout<Int16>.stride }

    /// Stores slice `index` from its stored values mapped to HU by `rescale`. The first fill of a slice
    /// wins: while it is being filled or once it is, a fill changes nothing (two loads of the same slice, the
    /// preload's and the one shown, may race to it).
    ///
    /// Throws ``CTVolumeError/sliceOutOfRange(index:count:)`` or ``CTVolumeError/sampleCountMismatch(expected:actual:)``.
    public func fill(slice index: Int, with samples: StoredSamples, rescale: Rescale) throws(CTVolumeError) {
        try samples.words.withUnsafeBytes { words in
            Result { () throws(CTVolumeError) in
                try fill(slice: index, littleEndianWords: words, bitsStored: 16, isSigned: samples.isSigned, rescale: rescale)
            }
        }.get()
    }

    /// Stores slice `index` from 16-bit little-endian words as an uncompressed file holds them: the low
    /// `bitsStored` bits of each are the stored value (two's complement if `isSigned`), mapped to HU by
    /// `rescale`. One pass, no copy in between: the fast path for uncompressed files. The first fill of a
    /// slice wins, as for `fill(slice:with:rescale:)`.
    public func fill(
        slice index: Int, littleEndianWords words: UnsafeRawBufferPointer, bitsStored: Int, isSigned: Bool, rescale: Rescale
    ) throws(CTVolumeError) {
        try checkSlice(index)
        let perSlice = geometry.samplesPerSlice
        guard words.count / 2 == perSlice else { throw .sampleCountMismatch(expected: perSlice, actual: words.count / 2) }
        let claimed = state.withLock { states in
            guard states[index] == .empty else { return false }
            states[index] = .filling
            return true
        }
        guard claimed else { return }
        let target = UnsafeMutableBufferPointer(rebasing: voxels[index * perSlice ..< (index + 1) * perSlice])
        Self.convert(words, into: target, bitsStored: min(max(bitsStored, 1), 16), isSigned: isSigned, rescale: rescale)
        state.withLock { $0[index] = .filled }
    }

    /// Whether slice `index` has been filled.
    public func isFilled(_ index: Int) -> Bool {
        state.withLock { states in states.indices.contains(index) && states[index] == .filled }
    }

    /// How many slices have been filled.
    public var filledCount: Int { state.withLock { $0.count { $0 == .filled } } }

    /// The HU value at (`column`, `row`, `slice`), nil outside the volume or in a slice not filled yet.
    public func hounsfieldUnits(column: Int, row: Int, slice: Int) -> Int16? {
        guard (0..<geometry.columns).contains(column), (0..<geometry.rows).contains(row) else { return nil }
        return state.withLock { states in
            guard states.indices.contains(slice), states[slice] == .filled else { return nil }
            return voxels[(slice * geometry.rows + row) * geometry.columns + column]
        }
    }

    /// Runs `body` over the voxels (slice after slice, each row-major) under the lock, with whether each
    /// slice has been filled: for reads across slices (sections), which only read filled ones.
    func readSlices<T>(_ body: (UnsafePointer<Int16>, (Int) -> Bool) -> T) -> T {
        state.withLock { states in
            body(UnsafePointer(voxels.baseAddress!)) { states[$0] == .filled }
        }
    }

    private func checkSlice(_ index: Int) throws(CTVolumeError) {
        guard (0..<geometry.sliceCount).contains(index) else {
            throw .sliceOutOfRange(index: index, count: geometry.sliceCount)
        }
    }

    /// Stored words to HU: integer arithmetic when the rescale is whole numbers (CT's usual slope 1,
    /// intercept -1024), floating point otherwise; rounded, clamped to `Int16`. Each case is its own
    /// branch-free loop, which the compiler vectorizes (a third of the time of one loop with branches).
    private static func convert(
        _ words: UnsafeRawBufferPointer, into target: UnsafeMutableBufferPointer<Int16>, bitsStored: Int, isSigned: Bool,
        rescale: Rescale
    ) {
        guard let out = target.baseAddress, let source = words.baseAddress else { return }
        let count = target.count
        let shift = UInt16(16 - bitsStored)
        let mask: UInt16 = 0xFFFF >> shift
        @inline(__always) func word(_ index: Int) -> UInt16 {
            UInt16(littleEndian: source.loadUnaligned(fromByteOffset: 2 * index, as: UInt16.self))
        }
        let slope = rescale.slope, intercept = rescale.intercept
        if slope.rounded() == slope, intercept.rounded() == intercept, abs(slope) <= 0x4000, abs(intercept) <= 0x3FFF_FFFF {
            let (a, b) = (Int32(slope), Int32(intercept))
            if isSigned {
                for index in 0..<count {
                    let value = Int32(Int16(bitPattern: word(index) << shift) >> Int16(shift))
                    out[index] = Int16(clamping: value &* a &+ b)
                }
            } else {
                for index in 0..<count {
                    out[index] = Int16(clamping: Int32(word(index) & mask) &* a &+ b)
                }
            }
        } else {
            for index in 0..<count {
                let stored = isSigned ? Int32(Int16(bitPattern: word(index) << shift) >> Int16(shift)) : Int32(word(index) & mask)
                let value = (Double(stored) * slope + intercept).rounded()
                out[index] = value.isNaN ? 0 : Int16(max(Double(Int16.min), min(Double(Int16.max), value)))
            }
        }
    }
}
