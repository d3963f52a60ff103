/// A series as a study catalog lists it: which it is, what modality, how many instances; images and the study's
/// non-image objects (reports, segmentations…) alike.
public struct StudySeries: Sendable, Hashable {
    /// The Study Instance UID of its study.
    public var studyInstanceUID: String
    /// Its Series Instance UID.
    public var seriesInstanceUID: String
    /// `CT`, `MR`, `SR`, `SEG`…
    public var modality: String?
    /// Its Series Number.
    public var number: Int?
    /// Its Series Description.
    public var description: String?
    /// How many instances it holds, when the catalog says.
    public var instanceCount: Int?

    /// A series of study `studyInstanceUID`.
    public init(
        studyInstanceUID: String, seriesInstanceUID: String, modality: String? = nil, number: Int? = nil, description: String? = nil,
        instanceCount: Int? = nil
    ) {
        self.studyInstanceUID = studyInstanceUID
        self.seriesInstanceUID = seriesInstanceUID
        self.modality = modality
        self.number = number
        self.description = description
        self.instanceCount = instanceCount
    }

    /// What a series of non-image objects holds, by its modality (PS3.3 C.7.3.1.1.1).
    public enum DocumentKind: String, Sendable, Hashable, CaseIterable {
        /// Structured reports (`SR`): measurement reports among them.
        case structuredReport = "SR"
        /// Segmentations (`SEG`).
        case segmentation = "SEG"
        /// RT Structure Sets (`RTSTRUCT`).
        case rtStructureSet = "RTSTRUCT"
        /// Key Object Selections (`KO`).
        case keyObjectSelection = "KO"
        /// Presentation States (`PR`).
        case presentationState = "PR"
    }

    /// The kind of non-image objects it holds; nil for a series of images.
    public var documentKind: DocumentKind? {
        modality.flatMap { DocumentKind(rawValue: $0.uppercased()) }
    }
}

extension [StudySeries] {
    /// In series number order (those without one last), then by UID: how every catalog lists a study's series.
    public func inSeriesOrder() -> [StudySeries] {
        sorted { a, b in
            switch (a.number, b.number) {
            case let (x?, y?) where x != y: x < y
            case (_?, nil): true
            case (nil, _?): false
            default: a.seriesInstanceUID < b.seriesInstanceUID
            }
        }
    }
}
