import Foundation
import ScanViewerFeature
import TomoDICOM
import TomoDICOMSeries
import TomoSeries

extension SegmentationAccess {
    /// Segmentations and RT Structure Sets of DICOM series (files, a DICOMweb server's, a DICOM node's, a study
    /// library's), found where the source keeps its study's non-image objects (`SegmentationHolding`: the files
    /// beside, the series' study in the library or on the server), read and placed as `tomo seg stats` places them. One of another
    /// patient is offered with why it cannot be laid over the series; one that does not read, with why; each with its
    /// frame of reference, which the viewer weighs against the series' and its alignments.
    public static let live = SegmentationAccess { series, source in
        guard let dicom = series as? any DICOMBackedSeries, let holder = source as? any SegmentationHolding else { return [] }
        let summary = dicom.series.summary
        guard let files = try? await holder.segmentationFiles(inStudy: summary.identity.studyInstanceUID) else { return [] }
        return files.compactMap { place, file in found(file, at: place, for: dicom.series) }
    }

    /// What `file` (found at `place`) offers to lay over `series`; nil for an object that is neither a
    /// segmentation nor a structure set.
    static func found(_ file: SegmentationFile, at place: String, for series: DICOMSeries) -> FoundSegmentation? {
        let data = file.header.dataSet
        guard SegmentObject.isSegmentObject(data) else { return nil }
        let isStructureSet = DICOMStructureSet.isStructureSet(data)
        let (kind, parts) = isStructureSet ? ("Structure set", "ROI") : ("Segmentation", "segment")
        let id = data.string(.sopInstanceUID) ?? place
        let name = data.string(.seriesDescription) ?? data.string(DICOMTag(0x0070, 0x0080)) ?? data.string(DICOMTag(0x3006, 0x0002))
            ?? URL(fileURLWithPath: place).lastPathComponent
        let object: SegmentObject
        do {
            object = try SegmentObject(file)
        } catch {
            return FoundSegmentation(
                id: id, title: "\(kind): \(name)", kind: kind.lowercased(), segmentCount: 0, refusal: "\(place) cannot be read as a \(kind.lowercased()): \(error)",
                load: { _ in throw error })
        }
        let count = object.parts.count
        return FoundSegmentation(
            id: id, title: "\(kind): \(name) (\(count) \(parts)\(count == 1 ? "" : "s"))", kind: kind.lowercased(), segmentCount: count,
            refusal: refusal(of: object, over: series), frameOfReferenceUID: object.frameOfReferenceUID,
            referencedSeriesUIDs: object.referencedSeriesUIDs, load: { geometry in try SegmentationLayer(object, on: geometry) })
    }

    /// Why `object` cannot be laid over `series` however it is placed: another patient; nil where it can (its frame
    /// of reference is the viewer's to weigh, with the alignments it knows).
    static func refusal(of object: SegmentObject, over series: DICOMSeries) -> String? {
        guard let own = object.identity.patientID, let open = series.summary.identity.patientID, own != open else { return nil }
        return "it is of patient \(own), the series of patient \(open)"
    }
}
