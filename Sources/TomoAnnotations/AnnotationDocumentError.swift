/// Why JSON is not an annotation document, naming the member at fault: `annotations[2].points: …`.
public struct AnnotationDocumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where in the document: `annotations[2].points`; empty for the document as a whole.
    public var path: String
    public var reason: String

    public init(_ path: String, _ reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
}
