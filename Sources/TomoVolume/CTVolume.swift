import TomoCore

/// A volume of an image's values (a CT's Hounsfield units, an MR's signal, a dose grid's Gy), filled slice by
/// slice as slices arrive, readable all along: the base of the multi-planar views. Samples are `Int16`, two
/// bytes per voxel, each value `sample × slope + intercept` of its `storage`: for a CT the HU themselves
/// (rounded, clamped), for other images a scale that holds their range (`Rescale.volumeStorage`). Memory is
/// touched only as slices are filled.
public final class CTVolume: @unchecked Sendable {
    /// Where the samples lie.
    public let geometry: VolumeGeometry
    /// How an oblique plane's pixels are sampled between the voxels.
    public let interpolation: VolumeInterpolation
    /// Voxels, slice after slice, each row-major, top row first. A slice is written once, by the filler that
    /// claimed it (its state `empty` → `filling` under the lock), outside the lock; it is read only under the
    /// lock, once its state says `filled` (which makes this class sendable).
    private let voxels: UnsafeMutableBufferPointer<Int16>
    private let state: Locked<State>
    /// The bricks' least and greatest samples, for the 3D view: built as their slices arrive, when a 3D view asks.
    private let bricks = Locked<VolumeBricks?>(nil)
    /// The empty spaces over those bricks that the 3D view's last images asked for.
    let emptySpaces = EmptySpaceCache()
    /// The coarse copy the 3D view's drafts sample (`coarseVolume()`): made once every slice has arrived.
    let coarse = Locked<CTVolume?>(nil)

    private enum SliceState: Sendable {
        case empty, filling, filled
    }

    /// The slices' states and the storage, nil until the first `storage(holding:step:)` decides it.
    private struct State: Sendable {
        var slices: [SliceState]
        var storage: Rescale?
    }

    /// An empty volume over `geometry`, its values kept in `storage`: identity for HU; nil for values whose
    /// range only their pixels tell (a dose grid's 32-bit samples), decided by the first
    /// `storage(holding:step:)`, before its slices are filled. Oblique planes sample it by `interpolation`.
    ///
    /// Throws ``CTVolumeError/invalidGeometry(_:)`` when a dimension is not positive and
    /// ``CTVolumeError/tooLarge(bytes:)`` when the voxels would need more than `byteLimit` bytes.
    public init(
        geometry: VolumeGeometry, storage: Rescale? = .identity, byteLimit: Int = CTVolume.defaultByteLimit,
        interpolation: VolumeInterpolation = .trilinear
    ) throws(CTVolumeError) {
        guard geometry.columns > 0, geometry.rows > 0, geometry.sliceCount > 0 else { throw .invalidGeometry(geometry) }
        let (perSlice, overflow1) = geometry.columns.multipliedReportingOverflow(by: geometry.rows)
        let (count, overflow2) = perSlice.multipliedReportingOverflow(by: geometry.sliceCount)
        let (bytes, overflow3) = count.multipliedReportingOverflow(by: MemoryLayout<Int16>.stride)
        guard !overflow1, !overflow2, !overflow3, bytes <= byteLimit else {
            throw .tooLarge(bytes: overflow1 || overflow2 || overflow3 ? .max : bytes)
        }
        guard let voxels = VoxelMemory.allocate(count) else { throw .tooLarge(bytes: bytes) }
        self.geometry = geometry
        self.interpolation = interpolation
        self.voxels = voxels
        state = Locked(State(slices: Array(repeating: .empty, count: geometry.sliceCount), storage: storage))
    }

    deinit {
        VoxelMemory.deallocate(voxels)
    }

    /// The most a volume may take unless told otherwise: 16 GiB (an 8,000-slice 512 × 512 series).
    public static let defaultByteLimit = 16 << 30

    /// The voxels' size in bytes.
    public var byteCount: Int { voxels.count * MemoryLayout<Int16>.stride }

    /// How a sample becomes its value (`sample × slope + intercept`): identity until decided, for a volume
    /// made without one.
    public var storage: Rescale { state.withLock { $0.storage ?? .identity } }

    /// The storage, decided now, if it was not yet, as the one for values in `values` that come in steps of
    /// `step` (`Rescale.volumeStorage(holding:step:)`): the first caller's range decides; the values a later
    /// caller holds may run past it (`holds(_:)` tells).
    public func storage(holding values: ClosedRange<Double>, step: Double) -> Rescale {
        state.withLock { state in
            if let storage = state.storage { return storage }
            let storage = Rescale.volumeStorage(holding: values, step: step)
            state.storage = storage
            return storage
        }
    }

    /// Stores slice `index` from its stored values mapped to values by `rescale`. The first fill of a slice
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
    /// `bitsStored` bits of each are the stored value (two's complement if `isSigned`), mapped to values by
    /// `rescale` and kept in the storage. One pass, no copy in between: the fast path for uncompressed files.
    /// The first fill of a slice wins, as for `fill(slice:with:rescale:)`.
    ///
    /// Given `covers` (a slice read only to measure regions in it), only the voxels they cover are converted, a
    /// run at a time; the rest of the slice keeps what it held.
    public func fill(
        slice index: Int, littleEndianWords words: UnsafeRawBufferPointer, bitsStored: Int, isSigned: Bool, rescale: Rescale,
        covering covers: [SliceCover]? = nil
    ) throws(CTVolumeError) {
        try checkSlice(index)
        let perSlice = geometry.samplesPerSlice
        guard words.count / 2 == perSlice else { throw .sampleCountMismatch(expected: perSlice, actual: words.count / 2) }
        try fill(slice: index) { target, storage in
            // Stored value → value → sample, in one rescale.
            let toSample = Rescale(
                slope: rescale.slope / storage.slope, intercept: (rescale.intercept - storage.intercept) / storage.slope)
            let bitsStored = min(max(bitsStored, 1), 16)
            guard let covers else {
                Self.convert(words, into: target, bitsStored: bitsStored, isSigned: isSigned, rescale: toSample)
                return
            }
            func convert(_ start: Int, _ length: Int) {
                Self.convert(
                    UnsafeRawBufferPointer(rebasing: words[2 * start ..< 2 * (start + length)]),
                    into: UnsafeMutableBufferPointer(rebasing: target[start ..< start + length]), bitsStored: bitsStored, isSigned: isSigned,
                    rescale: toSample)
            }
            for cover in covers {
                switch cover {
                case .bits(let bits):
                    precondition(bits.count <= perSlice, "a frame's bits past the slice's voxels")
                    bits.forEachRun(convert)
                case .indices(let indices):
                    guard let low = indices.first, let high = indices.last else { continue }
                    precondition(low >= 0 && high < perSlice, "a voxel past the slice")
                    var start = 0
                    while start < indices.count {
                        var end = start + 1
                        while end < indices.count, indices[end] == indices[end - 1] + 1 { end += 1 }
                        convert(indices[start], end - start)
                        start = end
                    }
                }
            }
        }
    }

    /// Stores slice `index` from its `values` (row-major), each kept as the storage's nearest sample (rounded,
    /// clamped): for values no 16-bit stored sample holds (a dose grid's 32-bit ones). The first fill of a
    /// slice wins, as for `fill(slice:with:rescale:)`.
    ///
    /// Throws ``CTVolumeError/sliceOutOfRange(index:count:)`` or ``CTVolumeError/sampleCountMismatch(expected:actual:)``.
    public func fill(slice index: Int, values: [Double]) throws(CTVolumeError) {
        try checkSlice(index)
        guard values.count == geometry.samplesPerSlice else {
            throw .sampleCountMismatch(expected: geometry.samplesPerSlice, actual: values.count)
        }
        try fill(slice: index) { target, storage in
            for (offset, value) in values.enumerated() { target[offset] = Self.sample(of: value, in: storage) }
        }
    }

    /// The values the storage's samples hold, from the lowest sample's to the highest's.
    public var heldValues: ClosedRange<Double> {
        let storage = storage
        let ends = [Int16.min, Int16.max].map(storage.value(ofSample:))
        return ends.min()!...ends.max()!
    }

    /// Whether every value in `values` lies within what the storage's samples hold (`heldValues`, give or
    /// take half a sample), once it is decided.
    public func holds(_ values: ClosedRange<Double>) -> Bool {
        let held = heldValues, tolerance = abs(storage.slope) / 2
        return values.lowerBound >= held.lowerBound - tolerance && values.upperBound <= held.upperBound + tolerance
    }

    /// Claims slice `index` and has `write` fill its voxels with the storage at hand, outside the lock; nothing
    /// when it is filled or being filled already.
    func fill(
        slice index: Int, _ write: (UnsafeMutableBufferPointer<Int16>, Rescale) -> Void
    ) throws(CTVolumeError) {
        try checkSlice(index)
        let perSlice = geometry.samplesPerSlice
        let claimed = state.withLock { state -> Rescale? in
            guard state.slices[index] == .empty else { return nil }
            state.slices[index] = .filling
            // A storage not decided before the first fill is decided now, for good: whatever it is.
            let storage = state.storage ?? .identity
            state.storage = storage
            return storage
        }
        guard let storage = claimed else { return }
        write(UnsafeMutableBufferPointer(rebasing: voxels[index * perSlice ..< (index + 1) * perSlice]), storage)
        state.withLock { $0.slices[index] = .filled }
    }

    /// Empties every filled slice, its voxels kept to be filled again: a volume of a few slices sliding along a
    /// longer series (what measures a series slice by slice in the memory of a few). Slices being filled stay so.
    public func emptySlices() {
        state.withLock { state in
            for index in state.slices.indices where state.slices[index] == .filled { state.slices[index] = .empty }
        }
        bricks.withLock { $0 = nil }
        coarse.withLock { $0 = nil }
    }

    /// Whether slice `index` has been filled.
    public func isFilled(_ index: Int) -> Bool {
        state.withLock { state in state.slices.indices.contains(index) && state.slices[index] == .filled }
    }

    /// How many slices have been filled.
    public var filledCount: Int { state.withLock { $0.slices.count { $0 == .filled } } }

    /// The value at (`column`, `row`, `slice`) (its sample through the storage), nil outside the volume or in a
    /// slice not filled yet.
    public func value(column: Int, row: Int, slice: Int) -> Double? {
        guard (0..<geometry.columns).contains(column), (0..<geometry.rows).contains(row) else { return nil }
        return state.withLock { state in
            guard state.slices.indices.contains(slice), state.slices[slice] == .filled else { return nil }
            return (state.storage ?? .identity).value(ofSample: voxels[(slice * geometry.rows + row) * geometry.columns + column])
        }
    }

    /// Runs `body` over the voxels (slice after slice, each row-major) under the lock, with whether each
    /// slice has been filled and the storage they are in: for reads across slices (sections), which only read
    /// filled ones.
    func readSlices<T>(_ body: (UnsafePointer<Int16>, (Int) -> Bool, Rescale) -> T) -> T {
        state.withLock { state in
            let slices = state.slices
            return body(UnsafePointer(voxels.baseAddress!), { slices[$0] == .filled }, state.storage ?? .identity)
        }
    }

    /// Runs `body` as `readSlices(_:)` does, with the volume's bricks brought up to date with the slices filled
    /// (the slabs of bricks whose slices have all arrived since the last call worked out now, once).
    func readSlicesWithBricks<T>(_ body: (UnsafePointer<Int16>, (Int) -> Bool, Rescale, VolumeBricks) -> T) -> T {
        readSlices { voxels, isFilled, storage in
            let filled = (0..<geometry.sliceCount).map(isFilled)
            let current = bricks.withLock { bricks in
                if bricks == nil { bricks = VolumeBricks(geometry: geometry) }
                bricks!.update(voxels: voxels, geometry: geometry) { filled[$0] }
                return bricks!
            }
            return body(voxels, { filled[$0] }, storage, current)
        }
    }

    /// The sample nearest `value` in `storage`: rounded, clamped to `Int16` (0 for NaN).
    static func sample(of value: Double, in storage: Rescale) -> Int16 {
        let sample = storage.storedValue(ofPhysical: value).rounded()
        return sample.isNaN ? 0 : Int16(max(Double(Int16.min), min(Double(Int16.max), sample)))
    }

    private func checkSlice(_ index: Int) throws(CTVolumeError) {
        guard (0..<geometry.sliceCount).contains(index) else {
            throw .sliceOutOfRange(index: index, count: geometry.sliceCount)
        }
    }

    /// Stored words to samples: integer arithmetic when the rescale is whole numbers (CT's usual slope 1,
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
