import Testing
import TomoCore
import TomoVolume

struct CTVolumeTests {
    let geometry = VolumeGeometry(
        columns: 3, rows: 2, sliceCount: 4, pixelSpacing: PixelSpacing(row: 0.5, column: 0.25), sliceSpacing: 2,
        origin: Vector3(-10, -20, 30), orientation: .axial)

    @Test func fillsSlicesInHounsfieldUnitsAsTheyArrive() throws {
        let volume = try CTVolume(geometry: geometry)
        #expect(volume.filledCount == 0)
        #expect(volume.value(column: 0, row: 0, slice: 2) == nil)
        let stored = StoredSamples(words: [0, 1, 2, 1024, 2048, 65535], isSigned: false)
        try volume.fill(slice: 2, with: stored, rescale: Rescale(slope: 1, intercept: -1024))
        #expect(volume.isFilled(2) && !volume.isFilled(1))
        #expect(volume.filledCount == 1)
        #expect(volume.section(.axial(2))?.samples == [-1024, -1023, -1022, 0, 1024, 32767])
        #expect(volume.section(.axial(2))?.isComplete == true && volume.section(.axial(1))?.filledRows == [false, false])
        #expect(volume.section(.axial(1))?.samples == Array(repeating: .min, count: 6), "a slice not filled reads as missing")
        #expect(volume.section(.axial(4)) == nil, "outside the volume")
        #expect(StoredSamples(hu: [-1024, 0, 32767]) == StoredSamples(words: [0xFC00, 0, 0x7FFF], isSigned: true))
        #expect(volume.value(column: 1, row: 1, slice: 2) == 1024)
        #expect(volume.value(column: 3, row: 0, slice: 2) == nil)
    }

    @Test func signedSamplesAndFractionalSlopesRoundAndClamp() throws {
        let volume = try CTVolume(geometry: geometry)
        let stored = StoredSamples(words: [UInt16(bitPattern: -2000), 0, 3, 5, UInt16(bitPattern: .max), 7], isSigned: true)
        try volume.fill(slice: 0, with: stored, rescale: Rescale(slope: 0.5, intercept: 0))
        #expect(volume.section(.axial(0))?.samples == [-1000, 0, 2, 3, 16384, 4])
        try volume.fill(slice: 1, with: stored, rescale: Rescale(slope: 20, intercept: 0))
        #expect(volume.section(.axial(1))?.samples[0] == Int16.min)
        #expect(volume.section(.axial(1))?.samples[4] == Int16.max)
    }

    @Test func theFirstFillOfASliceWinsEvenWhenFillsRace() async throws {
        let volume = try CTVolume(geometry: geometry)
        try volume.fill(slice: 3, with: StoredSamples(words: Array(repeating: 7, count: 6), isSigned: false), rescale: .identity)
        try volume.fill(slice: 3, with: StoredSamples(words: Array(repeating: 9, count: 6), isSigned: false), rescale: .identity)
        #expect(volume.section(.axial(3))?.samples == Array(repeating: 7, count: 6))
        // Many fillers at once: one of them writes the slice, whole.
        await withTaskGroup(of: Void.self) { group in
            for value in 1...16 {
                group.addTask {
                    try? volume.fill(
                        slice: 0, with: StoredSamples(words: Array(repeating: UInt16(value), count: 6), isSigned: false), rescale: .identity)
                }
            }
        }
        let filled = try #require(volume.section(.axial(0))?.samples)
        #expect(Set(filled).count == 1 && (1...16).contains(filled[0]))
    }

    @Test func refusesWhatItCannotHold() throws {
        #expect(throws: CTVolumeError.tooLarge(bytes: 48)) { try CTVolume(geometry: geometry, byteLimit: 47) }
        var huge = geometry
        huge.columns = .max / 2
        #expect(throws: CTVolumeError.tooLarge(bytes: .max)) { try CTVolume(geometry: huge) }
        var empty = geometry
        empty.sliceCount = 0
        #expect(throws: CTVolumeError.invalidGeometry(empty)) { try CTVolume(geometry: empty) }
        let volume = try CTVolume(geometry: geometry)
        #expect(throws: CTVolumeError.sliceOutOfRange(index: 4, count: 4)) {
            try volume.fill(slice: 4, with: StoredSamples(words: Array(repeating: 0, count: 6), isSigned: false), rescale: .identity)
        }
        #expect(throws: CTVolumeError.sampleCountMismatch(expected: 6, actual: 5)) {
            try volume.fill(slice: 0, with: StoredSamples(words: Array(repeating: 0, count: 5), isSigned: false), rescale: .identity)
        }
    }

    @Test func geometryPlacesSamplesInPatientSpace() {
        #expect(geometry.dimensions == [3, 2, 4])
        #expect(geometry.spacing == [0.25, 0.5, 2])
        #expect(geometry.direction == [1, 0, 0, 0, 1, 0, 0, 0, 1])
        #expect(geometry.position(column: 2, row: 1, slice: 3) == Vector3(-9.5, -19.5, 36))
        let coronal = ImageOrientation(row: Vector3(1, 0, 0), column: Vector3(0, 0, -1))
        #expect(coronal.normal == Vector3(0, 1, 0))
    }
}
