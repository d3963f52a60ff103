import FeatureSupport

/// An annotation tool the viewer offers: the tool as the model names it, the key that chooses it (again:
/// back to the window tool) with its help, and what it does.
struct AnnotationToolEntry: Sendable {
    let tool: ViewerTool
    /// The key as the help writes it ("M") and as it is pressed ("m").
    let keyName: String
    let key: Character
    let help: String
    /// Whether the key is Tomo's choice, no other viewer's habit.
    var isTomosOwn = false
    let behaviour: any AnnotationTool
    /// The kind of annotation it draws.
    let annotation: any Annotation.Type

    /// Every annotation tool, in the order the keys' help lists them, with the kind it draws: the viewer's
    /// registry of kinds (the annotation document's kinds are `AnnotationKind.all`). A new tool is one more entry.
    static let all = [
        AnnotationToolEntry(
            tool: .length, keyName: "M", key: "m", help: "the length tool: drag to measure", behaviour: LengthTool(), annotation: LengthAnnotation.self),
        AnnotationToolEntry(
            tool: .probe, keyName: "P", key: "p", help: "the probe tool: click to pin the reading", behaviour: ProbeTool(), annotation: ProbeAnnotation.self),
        AnnotationToolEntry(
            tool: .ellipse, keyName: "E", key: "e", help: "the ellipse tool: drag a region's box to read its values",
            isTomosOwn: true, behaviour: BoxRegionTool<EllipseAnnotation>(), annotation: EllipseAnnotation.self),
        AnnotationToolEntry(
            tool: .rectangle, keyName: "B", key: "b", help: "the rectangle tool: drag a box to read its values",
            isTomosOwn: true, behaviour: BoxRegionTool<RectangleAnnotation>(), annotation: RectangleAnnotation.self),
        AnnotationToolEntry(
            tool: .freehand, keyName: "F", key: "f", help: "the freehand tool: outline a region to read its values",
            isTomosOwn: true, behaviour: FreehandTool(), annotation: FreehandAnnotation.self),
        AnnotationToolEntry(
            tool: .angle, keyName: "A", key: "a", help: "the angle tool: drag the first arm to the vertex, click the second arm's end",
            behaviour: AngleTool(), annotation: AngleAnnotation.self),
        AnnotationToolEntry(
            tool: .cobbAngle, keyName: "C", key: "c", help: "the Cobb angle tool: drag one line, then the other",
            isTomosOwn: true, behaviour: CobbAngleTool(), annotation: CobbAngleAnnotation.self),
        AnnotationToolEntry(
            tool: .arrow, keyName: "N", key: "n", help: "the arrow tool: drag from what it points at to where its text goes, then type the text",
            isTomosOwn: true, behaviour: ArrowTool(), annotation: ArrowAnnotation.self),
    ]

    /// Its row of the key table.
    var keyRow: KeyTable<ScanViewerAction>.Row {
        .init(keyName, "\(help) (again: back to the window tool)\(isTomosOwn ? " (Tomo's own)" : "")", [.character(key)], to: .tool(tool))
    }
}
