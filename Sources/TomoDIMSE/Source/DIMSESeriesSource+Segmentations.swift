import Foundation
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoSeries

extension DIMSESeriesSource: SegmentationHolding {
    /// The segmentations and structure sets of study `study` (else of the study it offers; none without either)
    /// on the node: its SEG and RTSTRUCT series found by C-FIND, each retrieved whole (C-GET) into its folder
    /// like any other series, their headers read (a node hands over no instance's header without its pixels).
    public func segmentations(inStudy study: String?) async throws -> [HeldSegmentation] {
        guard let study = study ?? self.study else { return [] }
        let kinds = Set(StudySeries.DocumentKind.overlays.map(\.rawValue))
        var found: [HeldSegmentation] = []
        for series in try await client.series(inStudy: study) where series.modality.map({ kinds.contains($0.uppercased()) }) == true {
            let folder = try await retrieved(series)
            let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            found += (try? await BlockingWork.run { () -> [HeldSegmentation] in
                files.filter { $0.pathExtension == "dcm" }.sorted { $0.path < $1.path }.compactMap { file in
                    (try? SegmentationFile.open(path: file.path)).map { HeldSegmentation(place: file.path, file: $0) }
                }
            }) ?? []
        }
        return found
    }
}
