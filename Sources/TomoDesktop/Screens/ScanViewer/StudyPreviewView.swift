import ScanViewerFeature
import TomoGTK

/// Beside the study browser's list: the highlighted study's series, each a thumbnail over its title and
/// counts; a click opens that series at once. It renders the browser's `StudyPreview`.
@MainActor
package final class StudyPreviewView {
    let root: ScrolledWindow
    let heading = Label("Series")
    package let status = Label()
    private let list = Box(.vertical, spacing: 4)
    /// The tiles shown, in the series' order, and the study they are of.
    package private(set) var tiles: [Tile] = []
    private var studyUID: String?

    /// One series' tile.
    @MainActor
    package final class Tile {
        let id: String
        package let button: Button
        package let thumbnail = Picture()
        let title = Label()
        let summary = Label()
        /// The thumbnail on screen.
        var shownThumbnail = false

        init(_ choice: SeriesChoice) {
            id = choice.id
            title.text = choice.title
            title.ellipsizes = true
            summary.text = choice.summary
            summary.addCSSClass(ScanViewerStyle.dimClass)
            let side = StudyBrowser.previewThumbnailSide
            thumbnail.setMinimumSize(width: side, height: side)
            let box = Box(.vertical, spacing: 2)
            for widget in [thumbnail, title, summary] as [Widget] { box.append(widget) }
            button = Button(child: box)
            button.tooltipText = ([choice.title, choice.summary] + choice.warnings).joined(separator: "\n")
            button.addCSSClass(ScanViewerStyle.pickerRowClass)
        }
    }

    init() {
        heading.horizontalAlignment = .start
        heading.addCSSClass(ScanViewerStyle.pickerTitleClass)
        status.horizontalAlignment = .start
        status.wraps = true
        status.addCSSClass(ScanViewerStyle.dimClass)
        let column = Box(.vertical, spacing: 8)
        for widget in [heading, status, list] as [Widget] { column.append(widget) }
        // Everything scrolls, so that the column asks no height of its own: the window keeps its size.
        root = ScrolledWindow(child: column)
        root.expandsVertically = true
        root.setMinimumSize(width: StudyBrowser.previewThumbnailSide + 48, height: nil)
        root.isVisible = false
    }

    /// Whether every tile shows its thumbnail.
    package var showsEveryThumbnail: Bool { !tiles.isEmpty && tiles.allSatisfy { $0.thumbnail.texture != nil } }

    /// Shows `preview` (nothing for nil); `open` is called with a series' id when its tile is clicked.
    func render(_ preview: StudyPreview?, open: @escaping @MainActor (String) -> Void) {
        root.isVisible = preview != nil
        guard let preview else { return }
        status.text = preview.statusText
        if studyUID != preview.studyUID || tiles.map(\.id) != preview.choices.map(\.id) {
            studyUID = preview.studyUID
            tiles.forEach { list.remove($0.button) }
            tiles = preview.choices.map { choice in
                let tile = Tile(choice)
                let id = choice.id
                tile.button.onClicked { open(id) }
                list.append(tile.button)
                return tile
            }
        }
        for (tile, choice) in zip(tiles, preview.choices) where !tile.shownThumbnail {
            if let thumbnail = choice.thumbnail {
                tile.thumbnail.show(thumbnail)
                tile.shownThumbnail = true
            }
        }
    }
}
