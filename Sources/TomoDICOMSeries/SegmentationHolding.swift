import Foundation
import TomoCore
import TomoDICOM
import TomoSeries

/// A series source that also holds segmentations beside its images (SEG and RT Structure Set files in the same
/// folders, the same study in a library or on a server): what a viewer offers to lay over a series.
public protocol SegmentationHolding: Sendable {
    /// The segmentations and structure sets of study `study` (of every study for nil): what each is, and its file
    /// when it is wanted.
    /// - Throws: what asking a server throws; a file that does not read is left out.
    func segmentations(inStudy study: String?) async throws -> [HeldSegmentation]
}

/// A segmentation or structure set a source holds: where it is (for messages), what it is (its data set without
/// its pixel data: a file's header, a DICOMweb server's metadata) and its file, frames and all, read or fetched
/// when it is laid over a series (a SEG of a hundred segments is hundreds of megabytes: offered without them).
public struct HeldSegmentation: Sendable {
    public var place: String
    public var header: DataSet
    /// Its file: the one at hand, or fetched (once, where made with `init(place:header:fetchingOnce:)`).
    public var file: @Sendable () async throws -> SegmentationFile

    /// One at `place`, described by `header`, its file from `file`.
    public init(place: String, header: DataSet, file: @escaping @Sendable () async throws -> SegmentationFile) {
        self.place = place
        self.header = header
        self.file = file
    }

    /// The file at `place`, at hand.
    public init(place: String, file: SegmentationFile) {
        self.init(place: place, header: file.header.dataSet) { file }
    }
}

extension StudySeries.DocumentKind {
    /// The kinds laid over images: segmentations and RT Structure Sets.
    public static let overlays: Set<Self> = [.segmentation, .rtStructureSet]
}

extension DICOMSeriesSource: SegmentationHolding {
    /// The files skipped as segmentations or structure sets (by their modality), or those `documentFiles` lists
    /// now, of study `study`: their headers read, their frames left on disk where they can be.
    public func segmentations(inStudy study: String?) async -> [HeldSegmentation] {
        let candidates = await files(of: StudySeries.DocumentKind.overlays, inStudy: study)
        return (try? await BlockingWork.run { () -> [HeldSegmentation] in
            candidates.compactMap { path in
                guard let file = try? SegmentationFile.open(path: path), study == nil || file.header.dataSet.string(.studyInstanceUID) == study else {
                    return nil
                }
                return HeldSegmentation(place: path, file: file)
            }
        }) ?? []
    }
}
