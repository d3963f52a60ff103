import Testing
import TomoCore
import TomoVolume
@testable import ScanViewerFeature

/// The three views linked by a crosshair: a click in one moves the others, scrolling moves one plane, and
/// in every view the crosshair's pixel shows the crosshair's voxel.
struct CrosshairTests {
    /// 3 × 2 × 4 voxels valued `slice * 100 + row * 10 + column`.
    private func volume(orientation: ImageOrientation = .axial) throws -> CTVolume {
        let volume = try CTVolume(geometry: VolumeGeometry(
            columns: 3, rows: 2, sliceCount: 4, pixelSpacing: PixelSpacing(row: 1, column: 1), sliceSpacing: 2,
            orientation: orientation))
        for slice in 0..<4 {
            let words = (0..<6).map { UInt16(slice * 100 + ($0 / 3) * 10 + $0 % 3) }
            try volume.fill(slice: slice, with: StoredSamples(words: words, isSigned: false), rescale: .identity)
        }
        return volume
    }

    /// Every view's section, at the crosshair's pixel, holds the crosshair's voxel.
    private func expectEveryViewShowsTheVoxel(_ crosshair: Crosshair, in volume: CTVolume, sourceLocation: SourceLocation = #_sourceLocation) {
        let voxel = volume.value(column: crosshair.column, row: crosshair.row, slice: crosshair.slice)
        for plane in VolumePlane.allCases {
            let section = volume.section(.named(plane, index: crosshair.section(in: plane)))
            let point = crosshair.imagePoint(in: plane)
            let pixel = (column: Int(point.x - 0.5), row: Int(point.y - 0.5))
            let sample: Int16? = section?.samples[pixel.row * (section?.columns ?? 0) + pixel.column]
            #expect(sample.map { Double($0) } == voxel, "\(plane)", sourceLocation: sourceLocation)
        }
    }

    @Test func aClickInOneViewMovesTheOthersAndScrollingMovesItsOwnPlane() throws {
        let volume = try volume()
        var crosshair = Crosshair(geometry: volume.geometry)
        #expect((crosshair.column, crosshair.row, crosshair.slice) == (1, 1, 2))
        #expect(crosshair.section(in: .axial) == 2 && crosshair.section(in: .coronal) == 1 && crosshair.section(in: .sagittal) == 1)
        expectEveryViewShowsTheVoxel(crosshair, in: volume)

        crosshair.click(Point2D(0.5, 0.5), in: .coronal)  // the top row: the slice furthest towards the head
        #expect((crosshair.column, crosshair.row, crosshair.slice) == (0, 1, 3))
        #expect(crosshair.section(in: .axial) == 3 && crosshair.section(in: .sagittal) == 0 && crosshair.section(in: .coronal) == 1)
        expectEveryViewShowsTheVoxel(crosshair, in: volume)

        crosshair.click(Point2D(2.5, 0.5), in: .axial)
        #expect((crosshair.column, crosshair.row, crosshair.slice) == (2, 0, 3))
        crosshair.click(Point2D(9.5, 9.5), in: .sagittal)
        #expect((crosshair.column, crosshair.row, crosshair.slice) == (2, 1, 0), "clamped to the section")
        expectEveryViewShowsTheVoxel(crosshair, in: volume)

        crosshair.scroll(.sagittal, by: -5)
        crosshair.scroll(.axial, by: 2)
        #expect((crosshair.column, crosshair.row, crosshair.slice) == (0, 1, 2))
        expectEveryViewShowsTheVoxel(crosshair, in: volume)
    }

    @Test func aFeetFirstStackKeepsViewsAndVoxelsInStep() throws {
        let volume = try volume(orientation: ImageOrientation(row: Vector3(-1, 0, 0), column: Vector3(0, 1, 0)))
        var crosshair = Crosshair(geometry: volume.geometry)
        crosshair.click(Point2D(1.5, 0.5), in: .sagittal)
        #expect(crosshair.slice == 0, "slices advance towards the feet: slice 0 is at the top")
        expectEveryViewShowsTheVoxel(crosshair, in: volume)
    }
}
