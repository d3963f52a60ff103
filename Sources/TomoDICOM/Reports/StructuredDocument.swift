import Foundation

/// What every structured document Tomo writes (PS3.3 A.35: a measurement report, a key object selection) holds
/// besides its content: the patient and study of the images it refers to, its own series and instance, its
/// equipment and date, and the evidence it refers to.
enum StructuredDocument {
    /// An image (or other instance) a document refers to, by its study, series, class and instance.
    struct Reference: Hashable {
        var studyInstanceUID: String
        var seriesInstanceUID: String
        var sopClassUID: String
        var sopInstanceUID: String
    }

    /// The document's header: SOP Common, the patient and study copied from `source` (an instance of the images
    /// it refers to; type 2 elements present, empty where the images have none), its series of `modality` as
    /// `identity` says, the equipment (Tomo), its instance number and content date and time.
    static func header(sopClassUID: String, modality: String, source: DataSet, identity: DocumentIdentity) -> DataSetBuilder {
        var dataSet = DataSetBuilder()
        dataSet.set(DICOMTag(0x0008, 0x0005), .CS, "ISO_IR 192")
        dataSet.set(.sopClassUID, .UI, sopClassUID)
        dataSet.set(.sopInstanceUID, .UI, identity.sopInstanceUID)
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
        dataSet.set(DICOMTag(0x0008, 0x0060), .CS, modality)
        dataSet.set(DICOMTag(0x0020, 0x000E), .UI, identity.seriesInstanceUID)
        dataSet.set(DICOMTag(0x0020, 0x0011), .IS, String(identity.seriesNumber))
        dataSet.set(DICOMTag(0x0008, 0x103E), .LO, identity.seriesDescription)
        dataSet.set(DICOMTag(0x0008, 0x1111), items: [])
        dataSet.set(DICOMTag(0x0008, 0x0070), .LO, "Tomo")
        let (date, time) = dateAndTime(identity.date)
        dataSet.set(DICOMTag(0x0020, 0x0013), .IS, "1")
        dataSet.set(DICOMTag(0x0008, 0x0023), .DA, date)
        dataSet.set(DICOMTag(0x0008, 0x0033), .TM, time)
        dataSet.set(DICOMTag(0x0008, 0x0012), .DA, date)
        dataSet.set(DICOMTag(0x0008, 0x0013), .TM, time)
        return dataSet
    }

    /// The Current Requested Procedure Evidence Sequence's items of `references`: one per study, each with one
    /// item per series, each listing its instances, in the order first referred to.
    static func evidence(_ references: [Reference]) -> [DataSetBuilder] {
        var studies: [String] = [], series: [String: [String]] = [:], instances: [String: [Reference]] = [:]
        var seen = Set<String>()
        for reference in references where seen.insert(reference.sopInstanceUID).inserted {
            if series[reference.studyInstanceUID] == nil { studies.append(reference.studyInstanceUID) }
            if instances[reference.seriesInstanceUID] == nil { series[reference.studyInstanceUID, default: []].append(reference.seriesInstanceUID) }
            instances[reference.seriesInstanceUID, default: []].append(reference)
        }
        return studies.map { study in
            var studyItem = DataSetBuilder()
            studyItem.set(DICOMTag(0x0020, 0x000D), .UI, study)
            studyItem.set(DICOMTag(0x0008, 0x1115), items: (series[study] ?? []).map { seriesUID in
                var seriesItem = DataSetBuilder()
                seriesItem.set(DICOMTag(0x0020, 0x000E), .UI, seriesUID)
                seriesItem.set(DICOMTag(0x0008, 0x1199), items: (instances[seriesUID] ?? []).map { reference in
                    var item = DataSetBuilder()
                    item.set(DICOMTag(0x0008, 0x1150), .UI, reference.sopClassUID)
                    item.set(DICOMTag(0x0008, 0x1155), .UI, reference.sopInstanceUID)
                    return item
                })
                return seriesItem
            })
            return studyItem
        }
    }

    /// A Content Template Sequence item naming DCMR template `identifier`.
    static func template(_ identifier: String) -> DataSetBuilder {
        var item = DataSetBuilder()
        item.set(DICOMTag(0x0008, 0x0105), .CS, "DCMR")
        item.set(DICOMTag(0x0040, 0xDB00), .CS, identifier)
        return item
    }

    /// DICOM's date and time of `date`, in UTC: `20261128`, `041750`.
    static func dateAndTime(_ date: Date) -> (String, String) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ number: Int?) -> String { String(format: "%02d", number ?? 0) }
        return (String(format: "%04d", parts.year ?? 0) + two(parts.month) + two(parts.day), two(parts.hour) + two(parts.minute) + two(parts.second))
    }
}
