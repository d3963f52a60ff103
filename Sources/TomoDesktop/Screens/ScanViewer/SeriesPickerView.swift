import ScanViewerFeature
import TomoGTK

/// The series picker: a heading and one row per series (thumbnail, description, modality and images,
/// patient and study, warnings), the highlighted one marked. A click, or Enter on the highlighted row,
/// opens the series. It renders the model's `SeriesPicker`.
@MainActor
package final class SeriesPickerView {
    let root = Box(.vertical, spacing: 8)
    let heading = Label()
    private let list = Box(.vertical, spacing: 4)
    /// The rows shown, in the choices' order.
    private(set) var rows: [Row] = []

    /// One series' row.
    @MainActor
    final class Row {
        let id: String
        let button: Button
        let thumbnail = Picture()
        let title = Label()
        let summary = Label()
        let study = Label()
        let warnings = Label()
        /// The thumbnail on screen.
        var shownThumbnail = false

        init(_ choice: SeriesChoice) {
            id = choice.id
            let text = Box(.vertical, spacing: 2)
            title.text = choice.title
            title.addCSSClass(ScanViewerStyle.pickerTitleClass)
            summary.text = choice.summary
            study.text = choice.study
            study.isVisible = !choice.study.isEmpty
            warnings.text = choice.warnings.joined(separator: "\n")
            warnings.isVisible = !choice.warnings.isEmpty
            warnings.addCSSClass(ScanViewerStyle.warningClass)
            warnings.wraps = true
            for label in [title, summary, study, warnings] {
                label.horizontalAlignment = .start
                text.append(label)
            }
            thumbnail.setMinimumSize(width: SeriesPicker.thumbnailSide, height: SeriesPicker.thumbnailSide)
            let row = Box(.horizontal, spacing: 12)
            row.append(thumbnail)
            row.append(text)
            button = Button(child: row)
            button.addCSSClass(ScanViewerStyle.pickerRowClass)
        }
    }

    /// Whether every row shows its thumbnail.
    package var showsEveryThumbnail: Bool { rows.allSatisfy { $0.thumbnail.texture != nil } }

    init() {
        root.setMargins(16)
        heading.horizontalAlignment = .start
        heading.addCSSClass(ScanViewerStyle.pickerTitleClass)
        root.append(heading)
        let scroller = ScrolledWindow(child: list)
        scroller.expandsVertically = true
        root.append(scroller)
    }

    /// Shows `picker`'s choices under `title`; `open` is called with a row's index when it is clicked.
    func render(_ picker: SeriesPicker, title: String, open: @escaping @MainActor (Int) -> Void) {
        heading.text = title
        if rows.map(\.id) != picker.choices.map(\.id) {
            rows.forEach { list.remove($0.button) }
            rows = picker.choices.enumerated().map { index, choice in
                let row = Row(choice)
                row.button.onClicked { open(index) }
                list.append(row.button)
                return row
            }
        }
        for (index, (row, choice)) in zip(rows, picker.choices).enumerated() {
            if let thumbnail = choice.thumbnail, !row.shownThumbnail {
                row.thumbnail.show(thumbnail)
                row.shownThumbnail = true
            }
            if index == picker.highlighted {
                row.button.addCSSClass(ScanViewerStyle.highlightedClass)
            } else {
                row.button.removeCSSClass(ScanViewerStyle.highlightedClass)
            }
        }
    }
}
