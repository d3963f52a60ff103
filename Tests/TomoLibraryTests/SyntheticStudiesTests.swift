import Foundation
import Testing
import TomoDICOM
import TomoTestSupport

/// The synthetic studies the kill test and the library benchmark import are what they say: a study per
/// patient, a CT and then MR series of the asked size, named, dated and numbered as documented.
@Suite("Synthetic studies")
struct SyntheticStudiesTests {
    @Test func theFilesHoldTheStudiesSeriesAndImagesDescribed() async throws {
        try await withScratchFolder { scratch in
            let made = try SyntheticStudies.write(into: scratch, studies: 3, seriesPerStudy: 2, imagesPerSeries: 4, size: 16)
            #expect(made.instanceCount == 24)
            let scan = await DICOMScan.scan([scratch.path])
            #expect(scan.skipped.isEmpty && scan.series.count == 6)
            for series in scan.series {
                let first = series.summary
                let study = try #require(Int(first.patientID?.dropFirst() ?? ""))
                #expect(first.patientName == String(format: "Patient^%04d", study))
                #expect(first.studyInstanceUID == SyntheticStudies.studyUID(study))
                #expect(first.studyDate == SyntheticStudies.date(ofStudy: study))
                #expect(first.modality == (first.seriesNumber == 1 ? "CT" : "MR"))
                #expect(series.instances.count == 4 && first.rows == 16 && first.columns == 16)
                #expect(series.warnings.isEmpty, "a regular volume: \(series.warnings)")
            }
            #expect(SyntheticStudies.date(ofStudy: 0) == "20010101" && SyntheticStudies.date(ofStudy: 31) == "20010201")
        }
    }
}
