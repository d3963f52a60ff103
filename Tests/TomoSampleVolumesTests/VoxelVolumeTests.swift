import Testing
import TomoCore
import TomoSampleVolumes
import TomoVolume

@Suite("VoxelVolume")
struct VoxelVolumeTests {
    private static func geometry(_ columns: Int, _ rows: Int, _ slices: Int) -> VolumeGeometry {
        VolumeGeometry(
            columns: columns, rows: rows, sliceCount: slices,
            pixelSpacing: PixelSpacing(row: 1, column: 1), sliceSpacing: 1)
    }

    private static func volume(_ geometry: VolumeGeometry, samples: [UInt16]) throws(VolumeError) -> VoxelVolume {
        try VoxelVolume(
            key: "k", title: "t", modality: "CT", geometry: geometry,
            rescale: Rescale(slope: 1, intercept: -1024), defaultWindow: WindowPreset.brain.window, samples: samples)
    }

    @Test func servesEachSliceInOrder() throws {
        let volume = try Self.volume(Self.geometry(3, 2, 4), samples: (0..<24).map(UInt16.init))
        for slice in 0..<4 {
            #expect(try volume.slice(at: slice) == (slice * 6 ..< slice * 6 + 6).map(UInt16.init))
        }
        #expect(throws: VolumeError.sliceOutOfRange(index: 4, count: 4)) { try volume.slice(at: 4) }
        #expect(throws: VolumeError.sliceOutOfRange(index: -1, count: 4)) { try volume.slice(at: -1) }
    }

    @Test func rejectsTheWrongSampleCount() {
        #expect(throws: VolumeError.sampleCountMismatch(expected: 24, actual: 23)) {
            try Self.volume(Self.geometry(3, 2, 4), samples: Array(repeating: 0, count: 23))
        }
    }

    @Test func rejectsEmptyGeometry() {
        #expect(throws: VolumeError.invalidGeometry(columns: 3, rows: 0, sliceCount: 4)) {
            try Self.volume(Self.geometry(3, 0, 4), samples: [])
        }
    }

    @Test func errorsDescribeThemselves() {
        #expect(VolumeError.sliceOutOfRange(index: 9, count: 3).description.contains("9"))
        #expect(VolumeError.missingEntry(path: "/a.inv3", name: "main.plist").description.contains("main.plist"))
    }
}
