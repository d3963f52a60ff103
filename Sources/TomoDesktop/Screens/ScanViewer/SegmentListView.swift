import ScanViewerFeature
import TomoGTK

/// The segment list in a column beside the views while a segmentation is shown: the fill's opacity and the
/// outlines, then a row per segment — Hide / Show, and its colour, label and figures, a click on which centres
/// the views on it — then what in the segmentation could not be used. Beside the views, not over them: a list
/// over a view was painted again with every frame of it (4–5 ms a frame with 100 rows, `scripts/bench/ct-keys.sh`).
@MainActor
package final class SegmentListView {
    package let root = Box(.vertical, spacing: 4)
    package let opacityScale = Scale(range: 0...1)
    package let outlinesButton = Button(label: "")
    /// Each segment's Hide / Show button, its row's button and the row's text, by number.
    package private(set) var toggleButtons: [Int: Button] = [:]
    package private(set) var rowButtons: [Int: Button] = [:]
    package private(set) var rowLabels: [Int: Label] = [:]
    private let rowsBox = Box(.vertical, spacing: 2)
    /// The rows' lines in `rowsBox`.
    private var lines: [Box] = []
    private let problemsLabel = Label()
    private let model: ScanViewerModel
    /// The rows shown, to build them again only when they change.
    private var shownRows: [SegmentRow] = []

    /// How wide a row's text may be before it wraps, in characters: its label on the first line, its figures
    /// on the next two.
    static let rowWidthInCharacters = 44

    /// The column's least width, in pixels: a row's Hide button and its text at that width.
    package static let panelWidth = 380

    init(model: ScanViewerModel) {
        self.model = model
        root.addCSSClass(ScanViewerStyle.segmentPanelClass)
        // As wide as a row's text, the views taking the rest (the fill's slider would otherwise share the width).
        root.expandsHorizontally = false
        root.setMinimumSize(width: Self.panelWidth, height: nil)
        let heading = Label("Segments")
        heading.addCSSClass(ScanViewerStyle.pickerTitleClass)
        heading.horizontalAlignment = .start
        let controls = Box(.horizontal, spacing: 8)
        let opacityLabel = Label("Fill")
        opacityScale.expandsHorizontally = true
        opacityScale.tooltipText = "How much the segments' fill covers the image (G: 40 %, 70 %, outlines only)"
        outlinesButton.tooltipText = "Draw each segment's edge opaque, or not"
        for widget in [opacityLabel, opacityScale, outlinesButton] as [Widget] { controls.append(widget) }
        problemsLabel.addCSSClass(ScanViewerStyle.warningClass)
        problemsLabel.wraps = true
        problemsLabel.maximumWidthInCharacters = Self.rowWidthInCharacters
        problemsLabel.horizontalAlignment = .start
        let scroller = ScrolledWindow(child: rowsBox)
        scroller.expandsVertically = true
        for widget in [heading, controls, scroller, problemsLabel] as [Widget] { root.append(widget) }
        opacityScale.onValueChanged { [model] value in model.setSegmentationOpacity(value) }
        outlinesButton.onClicked { [model] in model.toggleSegmentationOutlines() }
        root.isVisible = false
    }

    /// Shows what the model says of the segmentation shown; hidden with none.
    func render() {
        let rows = model.segmentRows
        root.isVisible = !rows.isEmpty
        guard !rows.isEmpty else { return }
        let overlay = model.segmentations
        if abs(opacityScale.value - overlay.opacity) > 1e-9 { opacityScale.setValue(overlay.opacity) }
        outlinesButton.label = overlay.outlines ? "Outlines on" : "Outlines off"
        let problems = model.segmentationProblems
        problemsLabel.text = problems.joined(separator: "\n")
        problemsLabel.isVisible = !problems.isEmpty
        guard rows != shownRows else { return }
        shownRows = rows
        for line in lines { rowsBox.remove(line) }
        lines = []
        toggleButtons = [:]
        rowButtons = [:]
        rowLabels = [:]
        for row in rows {
            let line = Box(.horizontal, spacing: 6)
            let toggle = Button(label: row.isShown ? "Hide" : "Show")
            toggle.tooltipText = "\(row.isShown ? "Hide" : "Show") \(row.title)"
            let number = row.number
            toggle.onClicked { [model] in model.toggleSegment(number) }
            let text = Label()
            text.horizontalAlignment = .start
            text.wraps = true
            text.maximumWidthInCharacters = Self.rowWidthInCharacters
            let name = Label.escapedForMarkup(row.title), detail = Label.escapedForMarkup(row.detail)
            text.setMarkup("<span foreground=\"\(row.colour.hex)\">●</span> <b>\(name)</b>\n<small>\(detail)</small>")
            let centre = Button(child: text)
            centre.tooltipText = "Centre the views on \(row.title)"
            centre.onClicked { [model] in model.centreOnSegment(number) }
            line.append(toggle)
            line.append(centre)
            rowsBox.append(line)
            lines.append(line)
            toggleButtons[number] = toggle
            rowButtons[number] = centre
            rowLabels[number] = text
        }
    }
}
