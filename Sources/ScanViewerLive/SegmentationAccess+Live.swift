import Foundation
import ScanViewerFeature
import TomoDICOM
import TomoDICOMSeries
import TomoSeries

extension SegmentationAccess {
    /// Segmentations and RT Structure Sets of DICOM series (files, a DICOMweb server's, a DICOM node's, a study
    /// library's), found where the source keeps its study's non-image objects (`SegmentationHolding`: the files
    /// beside, the series' study in the library or on the server), read and placed as `tomo seg stats` places them. One of another frame
    /// of reference or another patient is offered with why it cannot be laid over the series; one that does not
    /// read, with why.
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
            refusal: refusal(of: object, over: series), load: { geometry in try SegmentationLayer(object, on: geometry) })
    }

    /// Why `object` cannot be laid over `series`: another patient, another frame of reference (naming the series
    /// it was made from where that is not the one open); nil where it can.
    static func refusal(of object: SegmentObject, over series: DICOMSeries) -> String? {
        let summary = series.summary
        if let own = object.identity.patientID, let open = summary.identity.patientID, own != open {
            return "it is of patient \(own), the series of patient \(open)"
        }
        guard let own = object.frameOfReferenceUID, let open = summary.frameOfReferenceUID, own != open else { return nil }
        let source = object.referencedSeriesUIDs.filter { $0 != series.uid }
        let madeFrom = source.isEmpty ? "" : ": it was made from series \(source.joined(separator: ", ")), which is not the one open"
        return "it lies in frame of reference \(own), the series in \(open)\(madeFrom)"
    }
}
