import Foundation
import Testing
import TomoCore
import TomoTestSupport
import TomoSampleVolumes

/// The real head CT from the Debian package `invesalius-examples`.
///
/// Skipped where the package is absent, except in CI (the `CI` environment variable set), which
/// installs it: there a missing file fails.
@Suite(
    "Cranium.inv3 (invesalius-examples)",
    .enabled(
        if: FileManager.default.fileExists(atPath: InvesaliusProject.bundledCraniumPath) || TestEnvironment.isCI,
        "invesalius-examples is not installed (apt-get install invesalius-examples)"))
struct CraniumTests {
    /// Loaded once for all tests of the suite.
    private static let cranium = Result { () throws(VolumeError) in
        try InvesaliusProject.load(
            contentsOf: URL(fileURLWithPath: InvesaliusProject.bundledCraniumPath), key: "cranium")
    }

    private func volume() throws -> VoxelVolume {
        try #require(FileManager.default.fileExists(atPath: InvesaliusProject.bundledCraniumPath), "\(InvesaliusProject.bundledCraniumPath) is missing; CI must install invesalius-examples")
        return try Self.cranium.get()
    }

    private func hu(_ volume: VoxelVolume, _ slice: [UInt16], row: Int, column: Int) -> Double {
        volume.rescale.physicalValue(ofStored: Double(slice[row * volume.geometry.columns + column]))
    }

    @Test func loadsGeometryAndMetadata() throws {
        let volume = try volume()
        #expect(volume.key == "cranium")
        #expect(volume.title == "Head CT (ProMED CT 0051)")
        #expect(volume.modality == "CT")
        #expect(volume.geometry.columns == 256)
        #expect(volume.geometry.rows == 256)
        #expect(volume.geometry.sliceCount == 108)
        #expect(abs(volume.geometry.pixelSpacing.row - 0.9570312) < 1e-6)
        #expect(abs(volume.geometry.pixelSpacing.column - 0.9570312) < 1e-6)
        #expect(volume.geometry.sliceSpacing == 1.5)
        #expect(volume.rescale == Rescale(slope: 1, intercept: -1024))
        #expect(volume.defaultWindow == WindowLevel(width: 406, level: -18))
    }

    @Test func valuesLieWithinTheScalarRange() throws {
        let volume = try volume()
        let minimum = volume.rescale.physicalValue(ofStored: Double(volume.samples.min() ?? 0))
        let maximum = volume.rescale.physicalValue(ofStored: Double(volume.samples.max() ?? 0))
        #expect(minimum >= -1024)
        #expect(maximum <= 3033)
        #expect(maximum > 1000)
    }

    @Test func boneInTheSkullAndAirOutside() throws {
        let volume = try volume()
        let middle = try volume.slice(at: 54)
        #expect(hu(volume, middle, row: 128, column: 68) > 300, "lateral skull")
        #expect(hu(volume, middle, row: 44, column: 128) > 300, "frontal bone")
        #expect(hu(volume, middle, row: 4, column: 4) < -900, "air, top-left corner")
        #expect(hu(volume, middle, row: 128, column: 128) > -100, "brain")
    }

    @Test func anteriorIsAtTheTop() throws {
        // The lowest slice cuts through the teeth: they must sit in the upper half of the image.
        let volume = try volume()
        let lowest = try volume.slice(at: 0)
        let half = lowest.count / 2
        let toothThreshold = UInt16(1500 - volume.rescale.intercept)
        let upper = lowest[..<half].filter { $0 > toothThreshold }.count
        let lower = lowest[half...].filter { $0 > toothThreshold }.count
        #expect(upper > 100)
        #expect(upper > 10 * lower)
    }

    @Test func slicesRunFromTheJawToAboveTheVertex() throws {
        let volume = try volume()
        let top = try volume.slice(at: volume.geometry.sliceCount - 1)
        #expect(top.allSatisfy { volume.rescale.physicalValue(ofStored: Double($0)) < 0 })
        let bottom = try volume.slice(at: 0)
        #expect(bottom.contains { volume.rescale.physicalValue(ofStored: Double($0)) > 1000 })
    }
}
