import Foundation
import ScanViewerFeature
import TomoDICOM
import TomoDICOMSeries
import TomoSeries

extension SegmentationAccess {
    /// Segmentations of DICOM series (files, a DICOMweb server's, a DICOM node's, a study library's), found where
    /// the source keeps its study's non-image objects (`SegmentationHolding`: the files beside, the series' study
    /// in the library or on the server), read and placed as `tomo seg stats` places them. One of another frame
    /// of reference or another patient is offered with why it cannot be laid over the series; one that does not
    /// read, with why.
    public static let live = SegmentationAccess { series, source in
        guard let dicom = series as? any DICOMBackedSeries, let holder = source as? any SegmentationHolding else { return [] }
        let summary = dicom.series.summary
        guard let files = try? await holder.segmentationFiles(inStudy: summary.identity.studyInstanceUID) else { return [] }
        return files.compactMap { place, file in found(file, at: place, for: dicom.series) }
    }

    /// What `file` (found at `place`) offers to lay over `series`; nil for an object that is not a segmentation.
    static func found(_ file: SegmentationFile, at place: String, for series: DICOMSeries) -> FoundSegmentation? {
        let data = file.header.dataSet
        guard DICOMSegmentation.isSegmentation(data) else { return nil }
        let id = data.string(.sopInstanceUID) ?? place
        let name = data.string(.seriesDescription) ?? data.string(DICOMTag(0x0070, 0x0080)) ?? URL(fileURLWithPath: place).lastPathComponent
        let segmentation: DICOMSegmentation
        do {
            segmentation = try DICOMSegmentation(file: file.header)
        } catch {
            return FoundSegmentation(
                id: id, title: "Segmentation: \(name)", segmentCount: 0, refusal: "\(place) cannot be read as a segmentation: \(error)",
                load: { _ in throw error })
        }
        let count = segmentation.segments.count
        let title = "Segmentation: \(name) (\(count) segment\(count == 1 ? "" : "s"))"
        return FoundSegmentation(
            id: id, title: title, segmentCount: count, refusal: refusal(of: segmentation, over: series),
            load: { geometry in try SegmentationLayer(segmentation, in: file, on: geometry) })
    }

    /// Why `segmentation` cannot be laid over `series`: another patient, another frame of reference (naming the
    /// series it was made from where that is not the one open); nil where it can.
    static func refusal(of segmentation: DICOMSegmentation, over series: DICOMSeries) -> String? {
        let summary = series.summary
        if let own = segmentation.identity.patientID, let open = summary.identity.patientID, own != open {
            return "it is of patient \(own), the series of patient \(open)"
        }
        guard let own = segmentation.frameOfReferenceUID, let open = summary.frameOfReferenceUID, own != open else { return nil }
        let source = segmentation.referencedSeriesUIDs.filter { $0 != series.uid }
        let madeFrom = source.isEmpty ? "" : ": it was made from series \(source.joined(separator: ", ")), which is not the one open"
        return "it lies in frame of reference \(own), the series in \(open)\(madeFrom)"
    }
}
