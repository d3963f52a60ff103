import Foundation

/// Content items of a structured report's tree (PS3.3 C.17.3), as data set items: each with its relationship
/// to its parent, its value type, its concept name and its value.
enum ContentItem {
    /// An item of `valueType` named `concept`, related to its parent by `relationship`.
    static func item(_ concept: CodedConcept, valueType: String, relationship: String) -> DataSetBuilder {
        var item = DataSetBuilder()
        item.set(DICOMTag(0x0040, 0xA010), .CS, relationship)
        item.set(DICOMTag(0x0040, 0xA040), .CS, valueType)
        item.set(DICOMTag(0x0040, 0xA043), items: [concept.item])
        return item
    }

    /// A CONTAINER whose children follow one another.
    static func container(_ concept: CodedConcept, relationship: String) -> DataSetBuilder {
        var item = item(concept, valueType: "CONTAINER", relationship: relationship)
        item.set(DICOMTag(0x0040, 0xA050), .CS, "CONTINUOUS")
        return item
    }

    /// A CODE item: `concept` is `value`.
    static func code(_ concept: CodedConcept, _ value: CodedConcept, relationship: String) -> DataSetBuilder {
        var item = item(concept, valueType: "CODE", relationship: relationship)
        item.set(DICOMTag(0x0040, 0xA168), items: [value.item])
        return item
    }

    /// A TEXT item.
    static func text(_ concept: CodedConcept, _ text: String, relationship: String) -> DataSetBuilder {
        var item = item(concept, valueType: "TEXT", relationship: relationship)
        item.set(DICOMTag(0x0040, 0xA160), .UT, text)
        return item
    }

    /// A UIDREF item.
    static func uid(_ concept: CodedConcept, _ uid: String, relationship: String) -> DataSetBuilder {
        var item = item(concept, valueType: "UIDREF", relationship: relationship)
        item.set(DICOMTag(0x0040, 0xA124), .UI, uid)
        return item
    }

    /// A NUM item: `measurement`'s value (as a decimal string of at most 16 characters, and exactly as a
    /// 64-bit float) and unit.
    static func number(_ measurement: ReportMeasurement, relationship: String) -> DataSetBuilder {
        var item = item(measurement.concept, valueType: "NUM", relationship: relationship)
        var value = DataSetBuilder()
        value.set(DICOMTag(0x0040, 0x08EA), items: [measurement.unit.item])
        value.set(DICOMTag(0x0040, 0xA30A), .DS, decimalString(measurement.value))
        value.set(DICOMTag(0x0040, 0xA161), doubles: [measurement.value])
        item.set(DICOMTag(0x0040, 0xA300), items: [value])
        return item
    }

    /// `value` as DICOM's DS writes it: at most 16 characters, as many digits as fit.
    static func decimalString(_ value: Double) -> String {
        let plain = value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
        if plain.count <= 16 { return plain }
        for digits in stride(from: 15, through: 1, by: -1) {
            let text = String(format: "%.\(digits)g", value)
            if text.count <= 16 { return text }
        }
        return "0"
    }
}

extension MeasurementGroup {
    /// The group as TID 1410 writes it: a Measurement Group container holding its tracking identifier and
    /// UID, its measurements and its region.
    var contentItem: DataSetBuilder {
        var group = ContentItem.container(.measurementGroup, relationship: "CONTAINS")
        group.set(DICOMTag(0x0040, 0xA504), items: [StructuredDocument.template("1410")])
        var children = [
            ContentItem.text(.trackingIdentifier, trackingIdentifier, relationship: "HAS OBS CONTEXT"),
            ContentItem.uid(.trackingUniqueIdentifier, trackingUID, relationship: "HAS OBS CONTEXT"),
        ]
        children += measurements.map { ContentItem.number($0, relationship: "CONTAINS") }
        children.append(region.contentItem)
        group.set(DICOMTag(0x0040, 0xA730), items: children)
        return group
    }
}

extension ReportRegion {
    /// The region as an Image Region item: SCOORD selected from its image, or SCOORD3D in its frame of
    /// reference.
    var contentItem: DataSetBuilder {
        switch place {
        case let .image(sopClassUID, sopInstanceUID, frame):
            var item = ContentItem.item(.imageRegion, valueType: "SCOORD", relationship: "CONTAINS")
            item.set(DICOMTag(0x0070, 0x0022), floats: coordinates.map(Float.init))
            item.set(DICOMTag(0x0070, 0x0023), .CS, shape.rawValue)
            var image = ContentItem.item(.source, valueType: "IMAGE", relationship: "SELECTED FROM")
            var reference = DataSetBuilder()
            reference.set(DICOMTag(0x0008, 0x1150), .UI, sopClassUID)
            reference.set(DICOMTag(0x0008, 0x1155), .UI, sopInstanceUID)
            if let frame { reference.set(DICOMTag(0x0008, 0x1160), .IS, String(frame)) }
            image.set(DICOMTag(0x0008, 0x1199), items: [reference])
            item.set(DICOMTag(0x0040, 0xA730), items: [image])
            return item
        case let .patient(frameOfReferenceUID):
            var item = ContentItem.item(.imageRegion, valueType: "SCOORD3D", relationship: "CONTAINS")
            item.set(DICOMTag(0x0070, 0x0022), floats: coordinates.map(Float.init))
            item.set(DICOMTag(0x0070, 0x0023), .CS, shape.rawValue)
            item.set(DICOMTag(0x3006, 0x0024), .UI, frameOfReferenceUID)
            return item
        }
    }
}
