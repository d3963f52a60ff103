import Foundation
import TomoCore
import TomoDICOM

extension DICOMSeriesSource: ReportHolding {
    /// The largest file read as a report: a measurement report is kilobytes.
    static let largestReport = 64 << 20

    /// The files that read as structured reports of study `study`: those `reportFiles` lists now, else the
    /// files skipped as reports (modality SR).
    public func reports(inStudy study: String?) async -> [DataSet] {
        let candidates = if let reportFiles {
            await reportFiles(study)
        } else {
            await skipped().compactMap { skipped -> String? in
                guard case .notAnImage(let kind) = skipped.error, kind == "SR" else { return nil }
                return skipped.path
            }
        }
        return (try? await BlockingWork.run { () -> [DataSet] in
            candidates.compactMap { path in
                guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size <= Self.largestReport,
                      let dataSet = try? DICOMFile.read(path: path).dataSet, DICOMInstance.isStructuredReport(dataSet),
                      study == nil || dataSet.string(.studyInstanceUID) == study
                else { return nil }
                return dataSet
            }
        }) ?? []
    }
}
