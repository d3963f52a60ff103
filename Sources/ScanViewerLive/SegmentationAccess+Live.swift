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
        guard let held = try? await holder.segmentations(inStudy: summary.identity.studyInstanceUID) else { return [] }
        return held.compactMap { found($0, for: dicom.series) }
    }

    /// What `held` offers to lay over `series`, told from its header (its file read or fetched only when it is
    /// laid over); nil for an object that is neither a segmentation nor a structure set.
    static func found(_ held: HeldSegmentation, for series: DICOMSeries) -> FoundSegmentation? {
        let data = held.header, place = held.place
        guard SegmentObject.isSegmentObject(data) else { return nil }
        let isStructureSet = DICOMStructureSet.isStructureSet(data)
        let (kind, parts) = isStructureSet ? ("Structure set", "ROI") : ("Segmentation", "segment")
        let id = data.string(.sopInstanceUID) ?? place
        let name = data.string(.seriesDescription) ?? data.string(DICOMTag(0x0070, 0x0080)) ?? data.string(DICOMTag(0x3006, 0x0002))
            ?? URL(fileURLWithPath: place).lastPathComponent
        let described: (count: Int, identity: InstanceIdentity, frame: String?, sources: [String])
        do {
            if isStructureSet {
                let set = try DICOMStructureSet(data)
                described = (set.rois.count, set.identity, set.frameOfReferenceUID, set.referencedSeriesUIDs)
            } else {
                let seg = try DICOMSegmentation(data)
                described = (seg.segments.count, seg.identity, seg.frameOfReferenceUID, seg.referencedSeriesUIDs)
            }
        } catch {
            return FoundSegmentation(
                id: id, title: "\(kind): \(name)", kind: kind.lowercased(), segmentCount: 0, refusal: "\(place) cannot be read as a \(kind.lowercased()): \(error)",
                load: { _ in throw error })
        }
        let count = described.count
        return FoundSegmentation(
            id: id, title: "\(kind): \(name) (\(count) \(parts)\(count == 1 ? "" : "s"))", kind: kind.lowercased(), segmentCount: count,
            refusal: refusal(of: described.identity.patientID, over: series), frameOfReferenceUID: described.frame,
            referencedSeriesUIDs: described.sources,
            load: { geometry in try SegmentationLayer(try SegmentObject(try await held.file()), on: geometry) })
    }

    /// Why an object of patient `patient` cannot be laid over `series` however it is placed: another patient; nil where it can (its frame
    /// of reference is the viewer's to weigh, with the alignments it knows).
    static func refusal(of patient: String?, over series: DICOMSeries) -> String? {
        guard let own = patient, let open = series.summary.identity.patientID, own != open else { return nil }
        return "it is of patient \(own), the series of patient \(open)"
    }
}
