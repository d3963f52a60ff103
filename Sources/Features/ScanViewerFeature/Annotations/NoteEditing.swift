/// The reader typing an annotation's text: which annotation (of which series), the text so far, and
/// whether it was drawn just now (cancelling then drops it).
public struct NoteEditing: Sendable, Hashable {
    public var annotationID: Int
    public var seriesID: String
    public var text: String
    public var isNew: Bool
}
