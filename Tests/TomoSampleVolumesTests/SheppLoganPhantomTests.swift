import Testing
import TomoCore
import TomoSampleVolumes
import TomoVolume

@Suite("Shepp–Logan phantom")
struct SheppLoganPhantomTests {
    /// Normalised coordinate of index `i` of `count` samples spanning [-1, 1] (0 for a single sample).
    private static func coordinate(_ index: Int, of count: Int) -> Double {
        count > 1 ? -1 + 2 * Double(index) / Double(count - 1) : 0
    }

    /// The index of the sample nearest to normalised coordinate `value`.
    private static func nearest(_ value: Double, of count: Int) -> Int {
        Int(((value + 1) / 2 * Double(count - 1)).rounded())
    }

    @Test func describesItself() {
        let phantom = SheppLoganPhantom()
        #expect(phantom.key == "phantom-256x256x128")
        #expect(phantom.title == "Shepp–Logan head phantom (256×256×128)")
        #expect(phantom.modality == "CT")
        #expect(phantom.geometry == VolumeGeometry(
            columns: 256, rows: 256, sliceCount: 128,
            pixelSpacing: PixelSpacing(row: 0.9375, column: 0.9375), sliceSpacing: 1.875))
        #expect(phantom.rescale == Rescale(slope: 1, intercept: -1024))
        #expect(phantom.defaultWindow == WindowLevel(width: 80, level: 40))
    }

    @Test func nonSquareGeometry() {
        let phantom = SheppLoganPhantom(columns: 160, rows: 120, slices: 30)
        #expect(phantom.key == "phantom-160x120x30")
        #expect(phantom.geometry.pixelSpacing == PixelSpacing(row: 2, column: 1.5))
        #expect(phantom.geometry.sliceSpacing == 8)
    }

    @Test(arguments: [
        (x: 0.0, y: 0.0, z: 0.0, hu: 35.0, what: "brain at the centre"),
        (x: 0.22, y: 0, z: 0, hu: 5, what: "right-hand ventricle"),
        (x: -0.22, y: 0, z: 0, hu: 5, what: "left-hand ventricle"),
        (x: 0, y: 0.89, z: 0, hu: 1000, what: "skull, front"),
        (x: 0.676, y: 0, z: 0, hu: 1000, what: "skull, side"),
        (x: 0, y: 0.35, z: -0.15, hu: 60, what: "upper ellipsoid"),
        (x: 0, y: -0.606, z: 0, hu: 60, what: "small ellipsoid at the bottom"),
        (x: 0, y: 0.1, z: 0.25, hu: 60, what: "upper small sphere"),
        (x: 0, y: -0.1, z: 0.25, hu: 60, what: "lower small sphere"),
        (x: 0.9, y: 0.9, z: 0, hu: -1000, what: "air, corner"),
        (x: 0, y: 0, z: 0.95, hu: -1000, what: "air, above the head"),
    ])
    func knownPoints(x: Double, y: Double, z: Double, hu: Double, what: String) throws {
        #expect(abs(SheppLoganPhantom.hounsfieldUnits(x: x, y: y, z: z) - hu) < 1e-9, "\(what)")
        // The same value stored at the nearest voxel of a phantom with an odd size (so 0 is a sample).
        let phantom = SheppLoganPhantom(columns: 255, rows: 201, slices: 41)
        let (column, row, slice) = (Self.nearest(x, of: 255), Self.nearest(-y, of: 201), Self.nearest(z, of: 41))
        let stored = try phantom.slice(at: slice)[row * 255 + column]
        #expect(abs(phantom.rescale.physicalValue(ofStored: Double(stored)) - hu) <= 0.5, "\(what)")
    }

    @Test(arguments: [(1, 1, 1), (7, 5, 3), (64, 48, 9), (33, 80, 4)])
    func everyStoredSampleMatchesTheFormula(columns: Int, rows: Int, slices: Int) throws {
        let phantom = SheppLoganPhantom(columns: columns, rows: rows, slices: slices)
        for slice in Set([0, slices / 2, slices - 1]) {
            let samples = try phantom.slice(at: slice)
            try #require(samples.count == columns * rows)
            let z = Self.coordinate(slice, of: slices)
            for row in 0..<rows {
                for column in 0..<columns {
                    let hu = SheppLoganPhantom.hounsfieldUnits(
                        x: Self.coordinate(column, of: columns), y: -Self.coordinate(row, of: rows), z: z)
                    let expected = UInt16((hu + 1024).rounded())
                    #expect(samples[row * columns + column] == expected, "slice \(slice) row \(row) column \(column)")
                }
            }
        }
    }

    @Test func singleVoxelIsTheCentre() throws {
        let phantom = SheppLoganPhantom(columns: 1, rows: 1, slices: 1)
        #expect(try phantom.slice(at: 0) == [1024 + 35])
    }

    @Test func smallEllipsoidsAreAtTheBottomAndTheUpperOneAtTheTop() throws {
        let phantom = SheppLoganPhantom(columns: 201, rows: 201, slices: 3)
        let middle = try phantom.slice(at: 1)
        let column = 100
        let bottom = middle[Self.nearest(0.606, of: 201) * 201 + column]  // y = -0.606 is row 161
        let top = middle[Self.nearest(-0.606, of: 201) * 201 + column]
        #expect(bottom == 1024 + 60)
        #expect(top == 1024 + 35)
    }

    @Test func isDeterministic() throws {
        let first = SheppLoganPhantom(columns: 96, rows: 80, slices: 12)
        let second = SheppLoganPhantom(columns: 96, rows: 80, slices: 12)
        for slice in [3, 6] {
            #expect(try first.slice(at: slice) == second.slice(at: slice))
            #expect(try first.slice(at: slice) == first.slice(at: slice))
        }
    }

    @Test func endSlicesAreAir() throws {
        let phantom = SheppLoganPhantom(columns: 32, rows: 32, slices: 16)
        #expect(try phantom.slice(at: 0).allSatisfy { $0 == 1024 - 1000 })
        #expect(try phantom.slice(at: 15).allSatisfy { $0 == 1024 - 1000 })
    }

    @Test(arguments: [-1, 3, 100])
    func outOfRangeSliceThrows(index: Int) {
        let phantom = SheppLoganPhantom(columns: 7, rows: 5, slices: 3)
        #expect(throws: VolumeError.sliceOutOfRange(index: index, count: 3)) { try phantom.slice(at: index) }
    }
}
