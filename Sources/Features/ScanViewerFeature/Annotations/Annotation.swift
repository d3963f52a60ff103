import TomoAnnotations
import TomoVolume

/// Something the reader drew on an image: a length, a pinned probe, a region, later an angle. Each kind
/// says where it lies, how near a point is to it (to select it), what it draws, the text it shows and
/// what it measures; the list, the tools and the front ends handle every kind alike (as Cornerstone3D's
/// annotations do).
///
/// To add a kind: its declaration in `AnnotationKind.all` (its name in the document, title, points, report
/// shape and measure), a type conforming to this protocol (in `Annotations/Kinds`), the `AnnotationTool` that
/// draws it (in `Annotations/Tools`) and their entry in `AnnotationToolEntry.all`; when it needs a shape no
/// kind drew before, that shape's drawing in the front ends.
public protocol Annotation: Sendable, Hashable {
    /// Its kind, as the annotation document and reports know it.
    static var kind: AnnotationKind { get }
    /// Unique within its series' list, given when the list adds it (0 before).
    var id: Int { get set }
    /// The image it was drawn on.
    var place: AnnotationPlace { get }
    /// The points the reader can grab, in image pixels from the top left corner (drawn as small circles).
    var handles: [Point2D] { get }
    /// What it draws, in image pixels.
    var shapes: [AnnotationShape] { get }
    /// The text it shows beside itself and in the list: `42.3 mm`.
    var text: String { get }
    /// What it measures, in the units a report writes them in.
    var values: [AnnotationValue] { get }
    /// How its colour is chosen.
    var style: AnnotationStyle { get }
    /// The reader's text, for a kind that carries one (an arrow's; empty until typed, which the viewer
    /// asks for as soon as it is drawn); nil for the others.
    var note: String? { get set }
    /// The points its label may sit beside (by default its handles, else its shapes' points).
    var labelAnchors: [Point2D] { get }
    /// How far image point `point` is from it, in pixels (0 on it): a click selects the nearest.
    func distance(to point: Point2D) -> Double
    /// It with handle `index` (of `handles`) dragged to image point `point`, the rest of it following as
    /// the kind says (a rectangle's neighbouring corners, an ellipse's box).
    func moving(handle index: Int, to point: Point2D) -> Self
    /// What the annotation document keeps of it; nil while it is unfinished (an angle's second arm not drawn).
    var figure: AnnotationFigure? { get }
    /// The annotation `figure` describes on `place`; nil when the figure is not one of this kind.
    init?(figure: AnnotationFigure, place: AnnotationPlace)
}

extension Annotation {
    /// Unchanged: a kind without handles.
    public func moving(handle index: Int, to point: Point2D) -> Self { self }

    /// None: a kind without text of the reader's keeps none.
    public var note: String? {
        get { nil }
        set {}
    }

    /// Whether `other` is this very annotation (same kind, same value).
    func isEqual(to other: any Annotation) -> Bool {
        (other as? Self) == self
    }

    public var labelAnchors: [Point2D] {
        handles.isEmpty ? shapes.flatMap(\.points) : handles
    }

    /// What a front end draws for it, `selected` or not, a draft (being drawn, not kept) or not.
    func drawing(selected: Bool, draft: Bool = false) -> AnnotationDrawing {
        AnnotationDrawing(
            shapes: shapes, handles: handles, label: text, labelAnchors: labelAnchors, style: style,
            isSelected: selected && !draft, isDraft: draft)
    }
}
