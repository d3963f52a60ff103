import Foundation

/// A TID 1500 "Imaging Measurement Report" (PS3.16), written as a Comprehensive 3D SR document
/// (1.2.840.10008.5.1.4.1.1.88.34) in a new series of the study its images belong to: one measurement group
/// (TID 1410) per finding, each with its tracking identifier and UID, its region (SCOORD on one image, or
/// SCOORD3D in the patient) and its measurements with UCUM units.
public struct MeasurementReport: Sendable, Hashable {
    /// The SOP Class UID of Comprehensive 3D SR.
    public static let comprehensive3DSR = "1.2.840.10008.5.1.4.1.1.88.34"

    public var groups: [MeasurementGroup]
    /// What was done (`CT unspecified body region`).
    public var procedure: CodedConcept

    public init(groups: [MeasurementGroup], procedure: CodedConcept = .ctUnspecifiedBodyRegion) {
        self.groups = groups
        self.procedure = procedure
    }

    /// The report's data set: the patient and study of `source` (an instance of the series measured, whose
    /// Series Instance UID names the images' series), `identity`'s series and instance, and the content tree.
    public func dataSet(source: DataSet, identity: DocumentIdentity) -> DataSetBuilder {
        var dataSet = StructuredDocument.header(sopClassUID: Self.comprehensive3DSR, modality: "SR", source: source, identity: identity)
        dataSet.set(DICOMTag(0x0040, 0xA491), .CS, "COMPLETE")
        dataSet.set(DICOMTag(0x0040, 0xA493), .CS, "UNVERIFIED")
        dataSet.set(DICOMTag(0x0040, 0xA372), items: [])
        let references = evidence(study: source.string(DICOMTag(0x0020, 0x000D)), series: source.string(DICOMTag(0x0020, 0x000E)))
        if !references.isEmpty { dataSet.set(DICOMTag(0x0040, 0xA375), items: StructuredDocument.evidence(references)) }
        // The content tree: the root container and what it holds.
        dataSet.set(DICOMTag(0x0040, 0xA040), .CS, "CONTAINER")
        dataSet.set(DICOMTag(0x0040, 0xA043), items: [CodedConcept.imagingMeasurementReport.item])
        dataSet.set(DICOMTag(0x0040, 0xA050), .CS, "CONTINUOUS")
        dataSet.set(DICOMTag(0x0040, 0xA504), items: [StructuredDocument.template("1500")])
        var measurements = ContentItem.container(.imagingMeasurements, relationship: "CONTAINS")
        measurements.set(DICOMTag(0x0040, 0xA730), items: groups.map(\.contentItem))
        dataSet.set(DICOMTag(0x0040, 0xA730), items: [
            ContentItem.code(.languageOfContent, .englishUS, relationship: "HAS CONCEPT MOD"),
            ContentItem.code(.procedureReported, procedure, relationship: "HAS CONCEPT MOD"),
            measurements,
        ])
        return dataSet
    }

    /// The images the regions lie on, as the evidence sequence lists them (all of the measured series, in
    /// the study); none when no region lies on an image.
    private func evidence(study: String?, series: String?) -> [StructuredDocument.Reference] {
        guard let study, let series else { return [] }
        return groups.compactMap { group in
            guard case let .image(sopClass, sopInstance, _) = group.region.place else { return nil }
            return StructuredDocument.Reference(studyInstanceUID: study, seriesInstanceUID: series, sopClassUID: sopClass, sopInstanceUID: sopInstance)
        }
    }
}
