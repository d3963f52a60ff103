import Foundation
import Testing
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

        // The 8-bit one's volume is pydicom's; the 16-bit one's values run up to 65535, past what a volume holds:
        // refused by name, never clamped (every file's pixels equal pydicom's: PixelCorpusTests).
        let sixteen = try #require(scan.series.first { $0.summary.path.hasSuffix(names[1]) })
        let failures = await sixteen.fillEveryFile(into: try sixteen.makeVolume())
        #expect(failures.map(\.error) == [.unsupportedImage("values reaching 65535, past the -32768…32767 Tomo's volume holds")])
        let path = try await DICOMSamples.pydicomFile(names[0])
        let series = try #require(scan.series.first { $0.summary.path == path })
        let volume = try series.makeVolume()
        #expect(await series.fillEveryFile(into: volume).isEmpty)
        #expect(volume.section(.axial(0))?.samples.map(Int32.init) == (try await DICOMSamples.pydicomPixels(path)))
    }
}
