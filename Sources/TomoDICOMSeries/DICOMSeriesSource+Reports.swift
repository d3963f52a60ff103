import Foundation
import TomoCore
import TomoDICOM
import TomoSeries

extension DICOMSeriesSource: ReportHolding {
    /// The largest file read as a report: a measurement report is kilobytes.
    static let largestReport = 64 << 20

    /// The files that read as structured documents of study `study`: those `documentFiles` lists now, else the
    /// files skipped as such (modality SR, KO, as `kinds` says).
    public func documents(_ kinds: Set<StudySeries.DocumentKind>, inStudy study: String?) async -> [DataSet] {
        let candidates = await files(of: kinds, inStudy: study)
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

extension DICOMSeriesSource {
    /// The files that may hold study `study`'s non-image objects of `kinds`: those `documentFiles` lists now,
    /// else the files skipped as such (by their modality).
    func files(of kinds: Set<StudySeries.DocumentKind>, inStudy study: String?) async -> [String] {
        if let documentFiles { return await documentFiles(study, kinds) }
        return await skipped().compactMap { skipped -> String? in
            guard case .notAnImage(let kind?) = skipped.error, let found = StudySeries.DocumentKind(rawValue: kind.uppercased()),
                  kinds.contains(found)
            else { return nil }
            return skipped.path
        }
    }
}
