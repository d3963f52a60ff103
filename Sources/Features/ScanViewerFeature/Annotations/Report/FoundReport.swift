import TomoAnnotations

/// A measurement report found with a series (in the same folders, the same study on its PACS), placed on it
/// to be shown read-only: each finding with its measurements as the report states them.
public struct FoundReport: Sendable, Equatable {
    /// A finding the report holds that could not be placed on the series, and why.
    public struct Unplaced: Sendable, Hashable {
        public var name: String
        public var reason: String

        public init(name: String, reason: String) {
            self.name = name
            self.reason = reason
        }
    }

    /// What the report menu lists: its series description and when it was made ("Tomo measurements,
    /// 2026-11-28 10:12").
    public var title: String
    /// Its findings placed on the series, each annotation with the report's `measurements` and its
    /// `trackingIdentifier` among its other members.
    public var document: AnnotationDocument
    public var unplaced: [Unplaced]

    public init(title: String, document: AnnotationDocument, unplaced: [Unplaced]) {
        self.title = title
        self.document = document
        self.unplaced = unplaced
    }
}
