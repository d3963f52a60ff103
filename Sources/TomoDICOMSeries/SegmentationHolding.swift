import Foundation
import TomoCore
import TomoDICOM
import TomoSeries

/// A series source that also holds segmentations beside its images (SEG and RT Structure Set files in the same
/// folders, the same study in a library or on a server): what a viewer offers to lay over a series.
public protocol SegmentationHolding: Sendable {
    /// The files of study `study`'s segmentations and structure sets (of every study for nil), each with where it
    /// was found (for messages): their headers read, their frames where they are (`SegmentationFile`).
    /// - Throws: what asking a server throws; a file that does not read is left out.
    func segmentationFiles(inStudy study: String?) async throws -> [(place: String, file: SegmentationFile)]
}

extension StudySeries.DocumentKind {
    /// The kinds laid over images: segmentations and RT Structure Sets.
    public static let overlays: Set<Self> = [.segmentation, .rtStructureSet]
}

extension DICOMSeriesSource: SegmentationHolding {
    /// The files skipped as segmentations or structure sets (by their modality), or those `documentFiles` lists
    /// now, of study `study`: their headers read, their frames left on disk where they can be.
    public func segmentationFiles(inStudy study: String?) async -> [(place: String, file: SegmentationFile)] {
        let candidates = await files(of: StudySeries.DocumentKind.overlays, inStudy: study)
        return (try? await BlockingWork.run { () -> [(place: String, file: SegmentationFile)] in
            candidates.compactMap { path in
                guard let file = try? SegmentationFile.open(path: path), study == nil || file.header.dataSet.string(.studyInstanceUID) == study else {
                    return nil
                }
                return (path, file)
            }
        }) ?? []
    }
}
