import Foundation
import Testing
import TomoCore
import TomoDICOM
import TomoTestSupport

/// Files that name no series (no Series Instance UID, as pydicom's JPEG-LS near-lossless secondary captures):
/// each is a series of its own under a stand-in UID, shown as pydicom shows it, and says so.
@Suite(.timeLimit(.minutes(10)))
struct SeriesOfItsOwnTests {
    @Test func aFileNamingNoSeriesIsASeriesOfItsOwnShownAsPydicomShowsIt() async throws {
        let names = ["JPEGLSNearLossless_08.dcm", "JPEGLSNearLossless_16.dcm", "SC_rgb_jls_lossy_line.dcm", "SC_rgb_jls_lossy_sample.dcm"]
        var paths: [String] = []
        for name in names { paths.append(try await DICOMSamples.pydicomFile(name)) }
        let scan = await DICOMScan.scan(paths)
        #expect(scan.skipped.isEmpty, "\(scan.skipped)")
        #expect(scan.series.count == 4 && scan.series.allSatisfy { $0.instances.count == 1 && $0.warnings.contains(.namesNoSeries) })
        #expect(Set(scan.series.map(\.uid)).count == 4 && scan.series.allSatisfy { $0.uid.hasPrefix("2.25.") })
        let again = await DICOMScan.scan(paths)
        #expect(again.series.map(\.uid) == scan.series.map(\.uid), "the same stand-in each time")

        // The 8-bit one's volume is pydicom's, and so is the 16-bit one's, whose values run up to 65535: its
        // volume keeps them counted from the lowest, never clamped (every file's pixels: PixelCorpusTests).
        let sixteen = try #require(scan.series.first { $0.summary.location.description.hasSuffix(names[1]) })
        let wide = try sixteen.makeVolume()
        #expect(wide.storage == Rescale(slope: 1, intercept: 32_768))
        #expect(await sixteen.fillEveryFile(into: wide).isEmpty)
        let expected = try await DICOMSamples.pydicomPixels(sixteen.summary.location.description)
        let values = (0..<expected.count).map { wide.value(column: $0 % wide.geometry.columns, row: $0 / wide.geometry.columns, slice: 0) }
        #expect(values == expected.map { Double($0) } && expected.contains(65_535) && expected.contains(0))
        let path = try await DICOMSamples.pydicomFile(names[0])
        let series = try #require(scan.series.first { $0.summary.location == .file(path) })
        let volume = try series.makeVolume()
        #expect(await series.fillEveryFile(into: volume).isEmpty)
        #expect(volume.section(.axial(0))?.samples.map(Int32.init) == (try await DICOMSamples.pydicomPixels(path)))
    }
}
