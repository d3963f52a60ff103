import FeatureSupport

/// An annotation tool the viewer offers: the tool as the model names it, the key that chooses it (again:
/// back to the window tool) with its help, and what it does.
struct AnnotationToolEntry: Sendable {
    let tool: ViewerTool
    /// The key as the help writes it ("M") and as it is pressed ("m").
    let keyName: String
    let key: Character
    let help: String
    let behaviour: any AnnotationTool

    /// Every annotation tool, in the order the keys' help lists them. A new tool is one more entry.
    static let all = [
        AnnotationToolEntry(
            tool: .length, keyName: "M", key: "m", help: "the length tool: drag to measure", behaviour: LengthTool()),
        AnnotationToolEntry(
            tool: .probe, keyName: "P", key: "p", help: "the probe tool: click to pin the reading", behaviour: ProbeTool()),
    ]

    /// Its row of the key table.
    var keyRow: KeyTable<ScanViewerAction>.Row {
        .init(keyName, "\(help) (again: back to the window tool)", [.character(key)], to: .tool(tool))
    }
}
