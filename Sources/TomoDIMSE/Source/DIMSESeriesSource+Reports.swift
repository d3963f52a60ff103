import Foundation
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoSeries

extension DIMSESeriesSource: ReportHolding {
    /// The structured documents of study `study` (else of the study it offers; none without either) on the node:
    /// its series of `kinds` (SR, KO) found by C-FIND, each retrieved whole (C-GET) into its folder like any other
    /// series (kept: not asked for again while the folder holds as many instances as the node), their files read.
    public func documents(_ kinds: Set<StudySeries.DocumentKind>, inStudy study: String?) async throws -> [DataSet] {
        guard let study = study ?? self.study else { return [] }
        var dataSets: [DataSet] = []
        for series in try await client.series(inStudy: study) where kinds.contains(where: { $0.rawValue == series.modality?.uppercased() }) {
            let folder = try await retrieved(series)
            let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            dataSets += (try? await BlockingWork.run { () -> [DataSet] in
                files.filter { $0.pathExtension == "dcm" }.compactMap { file in
                    guard let dataSet = try? DICOMFile.read(path: file.path).dataSet, DICOMInstance.isStructuredReport(dataSet) else {
                        return nil
                    }
                    return dataSet
                }
            }) ?? []
        }
        return dataSets
    }
}
