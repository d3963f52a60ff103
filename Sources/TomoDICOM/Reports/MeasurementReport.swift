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

    /// Where the report goes and what it says of itself.
    public struct Identity: Sendable, Hashable {
        public var seriesInstanceUID: String
        public var sopInstanceUID: String
        public var seriesNumber: Int
        public var seriesDescription: String
        /// When it was made.
        public var date: Date

        public init(
            seriesInstanceUID: String = DICOMFileWriter.makeUID(), sopInstanceUID: String = DICOMFileWriter.makeUID(),
            seriesNumber: Int = 9_901, seriesDescription: String = "Tomo measurements", date: Date = Date()
        ) {
            self.seriesInstanceUID = seriesInstanceUID
            self.sopInstanceUID = sopInstanceUID
            self.seriesNumber = seriesNumber
            self.seriesDescription = seriesDescription
            self.date = date
        }
    }

    /// The report's data set: the patient and study of `source` (an instance of the series measured, whose
    /// Series Instance UID names the images' series), `identity`'s series and instance, and the content tree.
    public func dataSet(source: DataSet, identity: Identity) -> DataSetBuilder {
        var dataSet = DataSetBuilder()
        dataSet.set(DICOMTag(0x0008, 0x0005), .CS, "ISO_IR 192")
        dataSet.set(.sopClassUID, .UI, Self.comprehensive3DSR)
        dataSet.set(.sopInstanceUID, .UI, identity.sopInstanceUID)
        // Patient and study, from the images (type 2: present, empty when the images have none).
        let copied: [(UInt16, UInt16, ValueRepresentation)] = [
            (0x0010, 0x0010, .PN), (0x0010, 0x0020, .LO), (0x0010, 0x0030, .DA), (0x0010, 0x0040, .CS),
            (0x0020, 0x000D, .UI), (0x0008, 0x0020, .DA), (0x0008, 0x0030, .TM), (0x0008, 0x0090, .PN),
            (0x0020, 0x0010, .SH), (0x0008, 0x0050, .SH), (0x0008, 0x1030, .LO),
        ]
        for (group, element, vr) in copied {
            let tag = DICOMTag(group, element)
            let value = source.string(tag)
            if value != nil || tag != DICOMTag(0x0008, 0x1030) { dataSet.set(tag, vr, value.map { [$0] } ?? []) }
        }
        // The report's series and equipment.
        dataSet.set(DICOMTag(0x0008, 0x0060), .CS, "SR")
        dataSet.set(DICOMTag(0x0020, 0x000E), .UI, identity.seriesInstanceUID)
        dataSet.set(DICOMTag(0x0020, 0x0011), .IS, String(identity.seriesNumber))
        dataSet.set(DICOMTag(0x0008, 0x103E), .LO, identity.seriesDescription)
        dataSet.set(DICOMTag(0x0008, 0x1111), items: [])
        dataSet.set(DICOMTag(0x0008, 0x0070), .LO, "Tomo")
        // The document.
        let (date, time) = Self.dateAndTime(identity.date)
        dataSet.set(DICOMTag(0x0020, 0x0013), .IS, "1")
        dataSet.set(DICOMTag(0x0008, 0x0023), .DA, date)
        dataSet.set(DICOMTag(0x0008, 0x0033), .TM, time)
        dataSet.set(DICOMTag(0x0008, 0x0012), .DA, date)
        dataSet.set(DICOMTag(0x0008, 0x0013), .TM, time)
        dataSet.set(DICOMTag(0x0040, 0xA491), .CS, "COMPLETE")
        dataSet.set(DICOMTag(0x0040, 0xA493), .CS, "UNVERIFIED")
        dataSet.set(DICOMTag(0x0040, 0xA372), items: [])
        if let evidence = evidence(study: source.string(DICOMTag(0x0020, 0x000D)), series: source.string(DICOMTag(0x0020, 0x000E))) {
            dataSet.set(DICOMTag(0x0040, 0xA375), items: [evidence])
        }
        // The content tree: the root container and what it holds.
        dataSet.set(DICOMTag(0x0040, 0xA040), .CS, "CONTAINER")
        dataSet.set(DICOMTag(0x0040, 0xA043), items: [CodedConcept.imagingMeasurementReport.item])
        dataSet.set(DICOMTag(0x0040, 0xA050), .CS, "CONTINUOUS")
        dataSet.set(DICOMTag(0x0040, 0xA504), items: [Self.template("1500")])
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
    /// the study); nil when no region lies on an image.
    private func evidence(study: String?, series: String?) -> DataSetBuilder? {
        var seen: [String: String] = [:], order: [String] = []
        for group in groups {
            guard case let .image(sopClass, sopInstance, _) = group.region.place, seen[sopInstance] == nil else { continue }
            seen[sopInstance] = sopClass
            order.append(sopInstance)
        }
        guard !order.isEmpty, let study, let series else { return nil }
        let references = order.map { instance in
            var reference = DataSetBuilder()
            reference.set(DICOMTag(0x0008, 0x1150), .UI, seen[instance]!)
            reference.set(DICOMTag(0x0008, 0x1155), .UI, instance)
            return reference
        }
        var seriesItem = DataSetBuilder()
        seriesItem.set(DICOMTag(0x0020, 0x000E), .UI, series)
        seriesItem.set(DICOMTag(0x0008, 0x1199), items: references)
        var studyItem = DataSetBuilder()
        studyItem.set(DICOMTag(0x0020, 0x000D), .UI, study)
        studyItem.set(DICOMTag(0x0008, 0x1115), items: [seriesItem])
        return studyItem
    }

    /// A Content Template Sequence item naming DCMR template `identifier`.
    static func template(_ identifier: String) -> DataSetBuilder {
        var item = DataSetBuilder()
        item.set(DICOMTag(0x0008, 0x0105), .CS, "DCMR")
        item.set(DICOMTag(0x0040, 0xDB00), .CS, identifier)
        return item
    }

    /// DICOM's date and time of `date`, in UTC: `20261128`, `041750`.
    private static func dateAndTime(_ date: Date) -> (String, String) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ number: Int?) -> String { String(format: "%02d", number ?? 0) }
        return (String(format: "%04d", parts.year ?? 0) + two(parts.month) + two(parts.day), two(parts.hour) + two(parts.minute) + two(parts.second))
    }
}
