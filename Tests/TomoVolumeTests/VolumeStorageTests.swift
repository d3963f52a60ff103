import Testing
import TomoCore
import TomoVolume

/// How a volume keeps values its 16-bit samples do not hold as they are: counted in steps from the lowest.
struct VolumeStorageTests {
    let geometry = VolumeGeometry(
        columns: 3, rows: 2, sliceCount: 2, pixelSpacing: PixelSpacing(row: 1, column: 1), sliceSpacing: 1,
        origin: Vector3(0, 0, 0), orientation: .axial)

    @Test func wholeValuesWithinInt16AreTheSamplesThemselves() {
        #expect(Rescale.volumeStorage(holding: -1024...3071, step: 1) == .identity)
        #expect(Rescale.volumeStorage(holding: -32768...32767, step: 1) == .identity)
        #expect(Rescale.volumeStorage(holding: 0...4095, step: 2) == .identity)
    }

    @Test func widerOrFractionalRangesAreCountedFromTheirLowest() {
        // An unsigned 16-bit image's 65,536 values: every one exact, the lowest at −32,768.
        #expect(Rescale.volumeStorage(holding: 0...65535, step: 1) == Rescale(slope: 1, intercept: 32768))
        // Fewer steps: the lowest at −32,767, clear of the sample that marks a row not there yet.
        #expect(Rescale.volumeStorage(holding: 10...65535, step: 1) == Rescale(slope: 1, intercept: 10 + 32767))
        #expect(Rescale.volumeStorage(holding: 0...10, step: 0.5) == Rescale(slope: 0.5, intercept: 32767 * 0.5))
        // A dose grid's 459,000 steps of a millionth: 8 to a sample.
        let dose = Rescale.volumeStorage(holding: 0.795...1.254, step: 1e-6)
        #expect(abs(dose.slope - 8e-6) < 1e-18 && abs(dose.physicalValue(ofStored: -32767) - 0.795) < 1e-12)
        #expect(dose.value(ofSample: -32767) == 0.795, "rounded to the millionth its steps are counted in")
    }

    @Test func aVolumeFillsAndReadsItsValuesThroughItsStorage() throws {
        let volume = try CTVolume(geometry: geometry, storage: Rescale(slope: 1, intercept: 32768))
        try volume.fill(slice: 0, with: StoredSamples(words: [0, 1, 32767, 32768, 65534, 65535], isSigned: false), rescale: .identity)
        #expect(volume.section(.axial(0))?.samples == [-32768, -32767, -1, 0, 32766, 32767])
        #expect((0..<6).map { volume.value(column: $0 % 3, row: $0 / 3, slice: 0) } == [0, 1, 32767, 32768, 65534, 65535])
        let statistics = try #require(volume.statistics(in: RectangleRegion(corner: (0, 0), opposite: (2, 1)), of: .axial(0)))
        #expect(statistics.minimum == 0 && statistics.maximum == 65535 && statistics.mean == 196_605.0 / 6)
    }

    @Test func aStorageLeftOpenIsDecidedByTheFirstRangeAndSaysWhatItHolds() throws {
        let volume = try CTVolume(geometry: geometry, storage: nil)
        #expect(volume.storage == .identity, "identity until decided")
        let storage = volume.storage(holding: 0.5...1.5, step: 1e-4)
        #expect(storage == Rescale(slope: 1e-4, intercept: 0.5 + 32767e-4) && volume.storage(holding: 0...100, step: 1) == storage)
        #expect(volume.holds(0.6...1.2) && !volume.holds(0.6...9))
        try volume.fill(slice: 1, values: [0.5, 0.75, 1, 1.25, 1.5, 1.00004])
        #expect((0..<6).map { volume.value(column: $0 % 3, row: $0 / 3, slice: 1) } == [0.5, 0.75, 1, 1.25, 1.5, 1])
    }
}
