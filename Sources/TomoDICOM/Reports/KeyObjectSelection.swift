import Foundation

/// A Key Object Selection document (PS3.3 A.35.4, DCMR TID 2010): the images of a study someone marked, under a
/// title from CID 7010 ("Of Interest", "For Teaching"), with an optional description. Viewers (Weasis, PACS
/// workstations) write them for key images; Tomo writes one for the slices starred in the viewer and reads
/// others' back.
public struct KeyObjectSelection: Sendable, Hashable {
    /// The SOP Class UID of Key Object Selection Document Storage.
    public static let sopClassUID = "1.2.840.10008.5.1.4.1.1.88.59"

    /// An image the document selects: its study and series (as its evidence lists them; nil where it does not),
    /// its SOP Class and Instance UIDs, and the frames of a multi-frame instance it selects.
    public struct Image: Sendable, Hashable {
        public var studyInstanceUID: String?
        public var seriesInstanceUID: String?
        public var sopClassUID: String
        public var sopInstanceUID: String
        /// The frames selected, counted from 1; empty for the instance whole.
        public var frames: [Int]

        public init(studyInstanceUID: String? = nil, seriesInstanceUID: String? = nil, sopClassUID: String, sopInstanceUID: String, frames: [Int] = []) {
            self.studyInstanceUID = studyInstanceUID
            self.seriesInstanceUID = seriesInstanceUID
            self.sopClassUID = sopClassUID
            self.sopInstanceUID = sopInstanceUID
            self.frames = frames
        }
    }

    /// The document's title, from CID 7010 (`Of Interest`).
    public var title: CodedConcept
    /// Its Key Object Description, if it has one.
    public var description: String?
    /// The images it selects, in its order.
    public var images: [Image]

    public init(title: CodedConcept = .ofInterest, description: String? = nil, images: [Image]) {
        self.title = title
        self.description = description
        self.images = images
    }

    /// The titles Tomo offers when it writes one (CID 7010's for reading and sharing; the rejection and
    /// radiotherapy workflow titles, which ask archives to act, left out).
    public static let offeredTitles: [CodedConcept] = [
        .ofInterest, CodedConcept("113002", "DCM", "For Referring Provider"), CodedConcept("113003", "DCM", "For Surgery"),
        CodedConcept("113004", "DCM", "For Teaching"), CodedConcept("113005", "DCM", "For Conference"),
        CodedConcept("113006", "DCM", "For Therapy"), CodedConcept("113007", "DCM", "For Patient"),
        CodedConcept("113008", "DCM", "For Peer Review"), CodedConcept("113009", "DCM", "For Research"),
        CodedConcept("128203", "DCM", "For Tumor Board"), CodedConcept("128207", "DCM", "For Clinical Trial Submission"),
        CodedConcept("128714", "DCM", "For Publication Export"), CodedConcept("113013", "DCM", "Best In Set"),
        CodedConcept("113010", "DCM", "Quality Issue"),
    ]

    /// The document's data set: the patient and study of `source` (an instance of the images selected),
    /// `identity`'s series (modality KO) and instance, the evidence (every image by study and series; an image
    /// that names neither is taken to be of `source`'s) and the content tree: the title, the description, an
    /// IMAGE item per image. It must select at least one image.
    public func dataSet(source: DataSet, identity: DocumentIdentity) -> DataSetBuilder {
        var dataSet = StructuredDocument.header(sopClassUID: Self.sopClassUID, modality: "KO", source: source, identity: identity)
        let study = source.string(.studyInstanceUID) ?? "", series = source.string(.seriesInstanceUID) ?? ""
        dataSet.set(DICOMTag(0x0040, 0xA375), items: StructuredDocument.evidence(images.map { image in
            StructuredDocument.Reference(
                studyInstanceUID: image.studyInstanceUID ?? study, seriesInstanceUID: image.seriesInstanceUID ?? series,
                sopClassUID: image.sopClassUID, sopInstanceUID: image.sopInstanceUID)
        }))
        dataSet.set(Tag.valueType, .CS, "CONTAINER")
        dataSet.set(Tag.conceptName, items: [title.item])
        dataSet.set(DICOMTag(0x0040, 0xA050), .CS, "SEPARATE")
        dataSet.set(DICOMTag(0x0040, 0xA504), items: [StructuredDocument.template("2010")])
        var content: [DataSetBuilder] = []
        if let description, !description.isEmpty {
            content.append(ContentItem.text(.keyObjectDescription, description, relationship: "CONTAINS"))
        }
        content += images.map { image in
            var item = DataSetBuilder()
            item.set(DICOMTag(0x0040, 0xA010), .CS, "CONTAINS")
            item.set(Tag.valueType, .CS, "IMAGE")
            var reference = DataSetBuilder()
            reference.set(DICOMTag(0x0008, 0x1150), .UI, image.sopClassUID)
            reference.set(DICOMTag(0x0008, 0x1155), .UI, image.sopInstanceUID)
            if !image.frames.isEmpty { reference.set(Tag.frames, .IS, image.frames.map(String.init)) }
            item.set(Tag.referencedSOP, items: [reference])
            return item
        }
        dataSet.set(Tag.content, items: content)
        return dataSet
    }

    /// The key object selection `dataSet` holds: its title, description and the images (and other instances)
    /// its content refers to, each placed in its study and series by the evidence.
    /// - Throws: `ReportReadError` for a data set that is not a Key Object Selection document, or one without
    ///   a title.
    public static func read(_ dataSet: DataSet) throws(ReportReadError) -> KeyObjectSelection {
        let sopClass = dataSet.string(.sopClassUID)
        guard sopClass == sopClassUID else {
            throw ReportReadError("not a key object selection: (0008,0016) SOP Class UID is \(sopClass ?? "missing")")
        }
        guard let title = dataSet.sequence(Tag.conceptName)?.first.flatMap(CodedConcept.init(item:)) else {
            throw ReportReadError("the key object selection has no title: (0040,A043) Concept Name Code Sequence missing")
        }
        var places: [String: (study: String?, series: String?)] = [:]
        for study in dataSet.sequence(DICOMTag(0x0040, 0xA375)) ?? [] {
            for series in study.sequence(DICOMTag(0x0008, 0x1115)) ?? [] {
                for instance in series.sequence(Tag.referencedSOP) ?? [] {
                    guard let uid = instance.string(DICOMTag(0x0008, 0x1155)) else { continue }
                    places[uid] = (study.string(.studyInstanceUID), series.string(.seriesInstanceUID))
                }
            }
        }
        let content = dataSet.sequence(Tag.content) ?? []
        let descriptions = content.filter { item in
            item.string(Tag.valueType) == "TEXT"
                && item.sequence(Tag.conceptName)?.first.flatMap(CodedConcept.init(item:))?.value == CodedConcept.keyObjectDescription.value
        }.compactMap { $0.string(DICOMTag(0x0040, 0xA160)) }
        let images = content.filter { ["IMAGE", "COMPOSITE", "WAVEFORM"].contains($0.string(Tag.valueType)) }.flatMap { item in
            (item.sequence(Tag.referencedSOP) ?? []).compactMap { reference -> Image? in
                guard let sopClass = reference.string(DICOMTag(0x0008, 0x1150)), let sopInstance = reference.string(DICOMTag(0x0008, 0x1155)) else {
                    return nil
                }
                let frames = (reference.numbers(Tag.frames) ?? []).compactMap { $0.isFinite && $0 >= 1 && $0 <= Double(Int32.max) ? Int($0) : nil }
                let place = places[sopInstance]
                return Image(studyInstanceUID: place?.study, seriesInstanceUID: place?.series, sopClassUID: sopClass, sopInstanceUID: sopInstance, frames: frames)
            }
        }
        return KeyObjectSelection(title: title, description: descriptions.isEmpty ? nil : descriptions.joined(separator: "\n"), images: images)
    }

    private enum Tag {
        static let valueType = DICOMTag(0x0040, 0xA040)
        static let conceptName = DICOMTag(0x0040, 0xA043)
        static let content = DICOMTag(0x0040, 0xA730)
        static let referencedSOP = DICOMTag(0x0008, 0x1199)
        static let frames = DICOMTag(0x0008, 0x1160)
    }
}

extension CodedConcept {
    /// DCM 113000, "Of Interest": the key object selection title for key images.
    public static let ofInterest = CodedConcept("113000", "DCM", "Of Interest")
    /// DCM 113012, "Key Object Description".
    public static let keyObjectDescription = CodedConcept("113012", "DCM", "Key Object Description")
}
