import Testing
import TomoCore
@testable import TomoVolume

/// A BINARY frame's bits read packed: the bits set, their span and their runs as reading them one by one finds
/// them, whatever bit the frame starts on; and a region measured from its bits or from a slice filled only where
/// they are as from their indices over the whole slice.
struct PackedBitsTests {
    /// Bits set one at a time (the reference): runs of 1 to 150 bits and gaps of 0 to 600, some frames empty.
    static func frame(_ generator: inout SplitMix64, bits count: Int) -> Set<Int> {
        var set: Set<Int> = []
        var bit = Int(generator.next() % 700)
        while bit < count, generator.next() % 9 != 0 {
            let run = 1 + Int(generator.next() % 150)
            set.formUnion(bit..<min(count, bit + run))
            bit += run + 1 + Int(generator.next() % 600)
        }
        return set
    }

    static func pack(_ set: Set<Int>, from first: Int, count: Int) -> PackedBits {
        var bytes = [UInt8](repeating: 0, count: (first + count + 7) / 8 + 3)
        for bit in set { bytes[(first + bit) / 8] |= 1 << UInt8((first + bit) % 8) }
        // Set bits before the frame and after it, which are another frame's.
        if first > 0 { bytes[0] |= 1 }
        bytes[bytes.count - 1] = 0xFF
        return PackedBits(bytes: bytes, first: first, count: count)!
    }

    @Test func bitsRunsAndSpanAreThoseSetOneByOne() {
        var generator = SplitMix64(seed: 60)
        for trial in 0..<300 {
            let count = [1, 7, 63, 64, 65, 255, 256, 257, 3_000, 512 * 37][trial % 10] + Int(generator.next() % 3)
            let first = trial % 8 == 0 ? 0 : Int(generator.next() % 8)
            let set = trial % 7 == 0 ? [] : Self.frame(&generator, bits: count)
            let bits = Self.pack(set, from: first, count: count)
            #expect(bits.setOffsets == set.sorted(), "trial \(trial): \(count) bits from \(first)")
            #expect(bits.setCount == set.count)
            #expect(bits.setSpan == (set.min().map { $0..<set.max()! + 1 } ?? 0..<0))
            var runs: [Range<Int>] = []
            bits.forEachRun { runs.append($0..<$0 + $1) }
            #expect(runs.flatMap { Array($0) } == set.sorted())
            #expect(zip(runs, runs.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound }, "runs are whole: none goes on in the next")
        }
    }

    @Test func aFrameShorterThanItsBitsIsRefused() {
        #expect(PackedBits(bytes: [0xFF, 0xFF], first: 3, count: 14) == nil)
        #expect(PackedBits(bytes: [0xFF, 0xFF], first: 2, count: 14)?.setCount == 14)
    }

    @Test func aRegionMeasuresTheSameFromItsBitsAsFromItsIndices() throws {
        let volume = try CoarseVolumeTests.volume(61, 37, 3) { c, r, k in Int16((c * 37 + r * 11 - k * 53) % 301) }
        var generator = SplitMix64(seed: 61)
        let set = Self.frame(&generator, bits: 61 * 37)
        let bits = Self.pack(set, from: 5, count: 61 * 37)
        var fromBits: [Int: RegionStatistics.Accumulator] = [:], fromIndices: [Int: RegionStatistics.Accumulator] = [:]
        volume.accumulate([7: .bits(bits)], inSlice: 1, into: &fromBits)
        volume.accumulate([7: .indices(set.sorted())], inSlice: 1, into: &fromIndices)
        let measured = try #require(fromBits[7]?.statistics(in: .identity))
        #expect(measured == fromIndices[7]?.statistics(in: .identity))
        #expect(measured.count == set.count && set.count > 100)
    }

    @Test func aSliceFilledWhereItIsCoveredHoldsTheValuesThereAndNothingElse() throws {
        let geometry = VolumeGeometry(
            columns: 61, rows: 37, sliceCount: 1, pixelSpacing: PixelSpacing(row: 1, column: 1), sliceSpacing: 1, origin: Vector3(0, 0, 0),
            orientation: ImageOrientation(row: Vector3(1, 0, 0), column: Vector3(0, 1, 0)))
        let words = (0..<61 * 37).flatMap { index -> [UInt8] in
            let stored = UInt16(index % 4_000)
            return [UInt8(stored & 0xFF), UInt8(stored >> 8)]
        }
        var generator = SplitMix64(seed: 62)
        let set = Self.frame(&generator, bits: 61 * 37), listed = [3, 4, 5, 9, 2_000]
        let whole = try CTVolume(geometry: geometry), covered = try CTVolume(geometry: geometry)
        let rescale = Rescale(slope: 1, intercept: -1_024)
        try words.withUnsafeBytes { words in
            try whole.fill(slice: 0, littleEndianWords: words, bitsStored: 12, isSigned: false, rescale: rescale)
            try covered.fill(
                slice: 0, littleEndianWords: words, bitsStored: 12, isSigned: false, rescale: rescale,
                covering: [.bits(Self.pack(set, from: 3, count: 61 * 37)), .indices(listed)])
        }
        // Covered voxels as the whole slice's; the others keep what they held (nothing).
        let wrong = (0..<61 * 37).filter { index in
            let (row, column) = index.quotientAndRemainder(dividingBy: 61)
            let value = covered.value(column: column, row: row, slice: 0)
            return value != (set.contains(index) || listed.contains(index) ? whole.value(column: column, row: row, slice: 0) : 0)
        }
        #expect(wrong.isEmpty, "\(wrong.count) voxels wrong, from \(wrong.prefix(5))")
        #expect(set.count > 100)
    }
}
