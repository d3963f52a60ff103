import ImageGridFeature
import Observation
import TomoGTK

/// The image grid's screen: a bar (status, menu) over a recycling grid of square thumbnails that fills
/// the width with as many columns as fit, an error banner for a page that failed, and a detail view of
/// one image over it all.
///
/// It renders an `ImageGridModel` and forwards the user's actions. What is visible comes from the scroll
/// position (an idle callback after each scroll computes it, as Nautilus does), not from which cells GTK
/// has bound: GTK binds many rows around the screen.
@MainActor
final class ImageGridScreen {
    /// The screen's widget tree, for the window to place.
    let root = Box(.vertical)
    let model: ImageGridModel
    let banner = ErrorBanner()
    let pages = Stack()
    let statusLabel = Label()
    let menuButton: MenuButton
    let reloadButton = Button(label: "Reload")
    let clearCachesButton = Button(label: "Clear Caches")
    let statusToggle = Button(label: "Show Cache Statistics")
    var grid: GridView<ThumbnailCellView>!
    var scrolled: ScrolledWindow!
    let detailPicture = Picture()
    let detailTitle = Label()
    let detailSpinner = Spinner()
    let detailBack = Button(label: "Back")
    let textures: ThumbnailTextures
    let reportWriter: StateReportWriter<ImageGridReport>?

    /// The layout for the width last seen, and the visible items last reported.
    var layout = GridLayout(width: 0)
    var visible = 0..<0
    var isStatusShown = false
    lazy var visibleRangeUpdate = IdleCoalescer { [weak self] in self?.updateVisibleRange() }
    lazy var reportUpdate = IdleCoalescer { [weak self] in self?.writeReport() }

    /// The screen of `model`, writing what it shows beside `reportPath` (UI tests) if given.
    init(model: ImageGridModel, reportPath: String?) {
        self.model = model
        reportWriter = reportPath.map { StateReportWriter(path: $0, screen: "grid") }
        textures = ThumbnailTextures(hashesPixels: reportPath != nil)
        let menu = Box(.vertical, spacing: 4)
        for button in [reloadButton, clearCachesButton, statusToggle] { menu.append(button) }
        menuButton = MenuButton(iconName: "open-menu-symbolic", content: menu)
        grid = GridView(
            makeCell: { [weak self] in
                let cell = ThumbnailCellView(textures: self!.textures) { self?.scheduleReport() }
                cell.setHeight(self?.cellWidgetSize ?? 0)
                return (cell, cell.root)
            },
            bind: { [weak self] cell, position in
                guard let self, model.items.indices.contains(position) else { return }
                MainThreadWork.measure {
                    cell.setHeight(cellWidgetSize)
                    cell.bind(model.items[position])
                }
            },
            unbind: { cell, _ in MainThreadWork.measure { cell.unbind() } })
        scrolled = ScrolledWindow(child: grid)
        layoutWidgets()
        connectInput()
        observe()
    }

    /// A cell's side in device pixels: what thumbnails are made for.
    var cellPixelSize: Int {
        cellWidgetSize * grid.scaleFactor
    }

    /// A cell widget's side: the column's width less the padding GTK puts around each cell.
    var cellWidgetSize: Int {
        max(1, layout.cellSize - 2 * ImageGridStyle.cellPadding)
    }

    private func layoutWidgets() {
        root.addCSSClass(ImageGridStyle.screenClass)
        root.expandsVertically = true
        root.expandsHorizontally = true
        root.append(banner)
        let bar = Box(.horizontal, spacing: 8)
        bar.addCSSClass(ImageGridStyle.toolbarClass)
        statusLabel.expandsHorizontally = true
        statusLabel.horizontalAlignment = .start
        bar.append(statusLabel)
        bar.append(menuButton)
        root.append(bar)

        grid.activatesOnSingleClick = true
        scrolled.expandsVertically = true
        scrolled.expandsHorizontally = true
        pages.addPage(scrolled, name: "grid", title: "Grid")
        pages.addPage(detailPage(), name: "detail", title: "Image")
        pages.expandsVertically = true
        root.append(pages)
    }

    private func detailPage() -> Widget {
        let page = Box(.vertical)
        let bar = Box(.horizontal, spacing: 8)
        bar.addCSSClass(ImageGridStyle.toolbarClass)
        detailTitle.expandsHorizontally = true
        detailTitle.horizontalAlignment = .start
        for widget in [detailBack, detailTitle, detailSpinner] as [Widget] { bar.append(widget) }
        page.append(bar)
        detailPicture.addCSSClass("detail-image")
        detailPicture.expandsVertically = true
        detailPicture.expandsHorizontally = true
        page.append(detailPicture)
        return page
    }

    private func observe() {
        withObservationTracking {
            MainThreadWork.measure { render() }
        } onChange: { [weak self] in
            MainLoop.perform { self?.observe() }
        }
    }
}
