import FeatureSupport
import Observation
import TomoGTK

/// A thumbnail list's screen, the image grid's and the photo browser's alike: a bar (status, menu) over a
/// recycling grid of cells that fills the width with as many columns as fit, an error banner for a page
/// that failed, and the detail view of one item (a bar with Back, Previous and Next, the item's image on
/// a black stage, and the feature's own controls under it).
///
/// It renders a `ThumbnailListModel` and forwards the user's actions; every word and every key's action
/// are the model's. What is visible comes from the scroll position (an idle callback after each scroll
/// computes it, as Nautilus does), not from which cells GTK has bound: GTK binds many rows around the
/// screen.
@MainActor
package final class ThumbnailListScreen<Source: ThumbnailListSource>: DesktopScreenView {
    /// The screen's widget tree, for the window to place.
    package let root = Box(.vertical)
    package let model: ThumbnailListModel<Source>
    let banner = ErrorBanner()
    let pages = Stack()
    let statusLabel = Label()
    let menuButton: MenuButton
    let reloadButton = Button(label: "Reload")
    let clearCachesButton = Button(label: "Clear Caches")
    let statisticsToggle = Button(label: "")
    var grid: GridView<ThumbnailCellView<Source.Item>>!
    package var scrolled: ScrolledWindow!
    /// The cells' textures, by item.
    let textures = TextureCache()
    /// The detail view: its bar, its stage and the feature's controls.
    package let detail: ThumbnailDetailView<Source.Detail>

    /// The layout for the width last seen, and the visible items last reported.
    package var layout: ThumbnailListLayout
    var visible = 0..<0
    /// A row's height in points as GTK last laid the grid out; nil while it holds no rows.
    var rowHeight: Double?
    /// The item the last End went to, while the screen makes sure it comes into view; nil after any other key.
    var endTarget: Int?
    lazy var visibleRangeUpdate = IdleCoalescer { [weak self] in self?.updateVisibleRange() }

    /// The screen of `model`, with `controls` under the detail view's stage.
    init(model: ThumbnailListModel<Source>, controls: ThumbnailDetailControls<Source.Detail>? = nil) {
        self.model = model
        layout = ThumbnailListLayout(width: 0, shape: model.source.cellShape)
        detail = ThumbnailDetailView(controls: controls)
        let menu = Box(.vertical, spacing: 4)
        for button in [reloadButton, clearCachesButton, statisticsToggle] { menu.append(button) }
        menuButton = MenuButton(iconName: "open-menu-symbolic", content: menu)
        let captionLines = model.source.cellShape.captionLines
        grid = GridView(
            makeCell: { [weak self] in
                let cell = ThumbnailCellView<Source.Item>(captionLines: captionLines, textures: self!.textures)
                cell.setThumbnailHeight(self?.thumbnailHeight ?? 0)
                return (cell, cell.root)
            },
            bind: { [weak self] cell, position in
                guard let self, model.items.indices.contains(position) else { return }
                MainThreadWork.measure {
                    cell.setThumbnailHeight(thumbnailHeight)
                    cell.bind(model.items[position])
                }
            },
            unbind: { cell, _ in MainThreadWork.measure { cell.unbind() } })
        scrolled = ScrolledWindow(child: grid)
        layoutWidgets()
        connectInput()
        observe()
    }

    /// A cell's inner width in points: the column's width less the padding GTK puts around each cell.
    var cellWidgetWidth: Int {
        max(1, layout.cellWidth - 2 * ThumbnailListStyle.cellPadding)
    }

    /// A cell's thumbnail height in points.
    var thumbnailHeight: Int {
        model.source.cellShape.thumbnailHeight(forWidth: cellWidgetWidth)
    }

    /// A cell's width in device pixels: what thumbnails are made for.
    package var cellPixelWidth: Int {
        cellWidgetWidth * grid.scaleFactor
    }

    private func layoutWidgets() {
        root.addCSSClass(ThumbnailListStyle.screenClass)
        root.expandsVertically = true
        root.expandsHorizontally = true
        root.append(banner)
        let bar = Box(.horizontal, spacing: 8)
        bar.addCSSClass(ThumbnailListStyle.toolbarClass)
        statusLabel.expandsHorizontally = true
        statusLabel.horizontalAlignment = .start
        statusLabel.ellipsizes = true
        bar.append(statusLabel)
        bar.append(menuButton)
        root.append(bar)

        grid.activatesOnSingleClick = true
        scrolled.expandsVertically = true
        scrolled.expandsHorizontally = true
        pages.addPage(scrolled, name: Self.listPage, title: "List")
        pages.addPage(detail.root, name: Self.detailPage, title: "Detail")
        pages.expandsVertically = true
        root.append(pages)
    }

    /// The stack's pages.
    static var listPage: String { "list" }
    static var detailPage: String { "detail" }

    private func observe() {
        withObservationTracking {
            MainThreadWork.measure { render() }
        } onChange: { [weak self] in
            MainLoop.perform { self?.observe() }
        }
    }
}
