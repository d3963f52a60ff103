import Observation
import PhotoBrowserFeature
import TomoGTK

/// The photo browser's screen: a bar (status, Reload) over a recycling grid of photo tiles, an error
/// banner for a page that failed, and the detail view of one photo with its filters.
///
/// It renders a `PhotoBrowserModel` (and the open `PhotoDetailModel`) and forwards the user's actions.
/// What is visible comes from the scroll position, as on the image grid.
@MainActor
final class PhotoBrowserScreen {
    /// The screen's widget tree, for the window to place.
    let root = Box(.vertical)
    let model: PhotoBrowserModel
    let banner = ErrorBanner()
    let pages = Stack()
    let statusLabel = Label()
    let statusToggle = Button(label: "Statistics")
    let reloadButton = Button(label: "Reload")
    var grid: GridView<PhotoTileView>!
    var scrolled: ScrolledWindow!
    let textures: ThumbnailTextures
    let detail = PhotoDetailView()
    let reportWriter: StateReportWriter<PhotoBrowserReport>?

    /// The layout for the width last seen, and the visible photos last reported.
    var layout = PhotoListLayout(width: 0)
    var visible = 0..<0
    var isStatusShown = false
    lazy var visibleRangeUpdate = IdleCoalescer { [weak self] in self?.updateVisibleRange() }
    lazy var reportUpdate = IdleCoalescer { [weak self] in self?.writeReport() }
    /// The Save… dialog while it is open (GTK does not keep it).
    var saveDialog: FileSaveDialog?

    /// The screen of `model`, writing what it shows beside `reportPath` (UI tests) if given.
    init(model: PhotoBrowserModel, reportPath: String?) {
        self.model = model
        reportWriter = reportPath.map { StateReportWriter(path: $0, screen: "photos") }
        textures = ThumbnailTextures(hashesPixels: reportPath != nil)
        detail.hashesPixels = reportPath != nil
        grid = GridView(
            makeCell: { [weak self] in
                let tile = PhotoTileView(textures: self!.textures) { self?.scheduleReport() }
                tile.setThumbnailHeight(self?.thumbnailHeight ?? 0)
                return (tile, tile.root)
            },
            bind: { [weak self] tile, position in
                guard let self, model.items.indices.contains(position) else { return }
                tile.setThumbnailHeight(thumbnailHeight)
                tile.bind(model.items[position])
            },
            unbind: { tile, _ in tile.unbind() })
        scrolled = ScrolledWindow(child: grid)
        layoutWidgets()
        connectInput()
        observe()
    }

    /// A tile's inner width in points: the column's width less the padding GTK puts around each tile.
    var tileWidgetWidth: Int {
        max(1, layout.tileWidth - 2 * PhotoBrowserStyle.tilePadding)
    }

    /// The thumbnail's height in points (3:2).
    var thumbnailHeight: Int {
        PhotoSizing.thumbnailHeight(forWidth: tileWidgetWidth)
    }

    private func layoutWidgets() {
        root.addCSSClass(PhotoBrowserStyle.screenClass)
        root.expandsVertically = true
        root.expandsHorizontally = true
        root.append(banner)
        let bar = Box(.horizontal, spacing: 8)
        bar.addCSSClass(PhotoBrowserStyle.toolbarClass)
        statusLabel.expandsHorizontally = true
        statusLabel.horizontalAlignment = .start
        statusLabel.ellipsizes = true
        for widget in [statusLabel, statusToggle, reloadButton] as [Widget] { bar.append(widget) }
        root.append(bar)

        grid.activatesOnSingleClick = true
        scrolled.expandsVertically = true
        scrolled.expandsHorizontally = true
        pages.addPage(scrolled, name: "list", title: "Photos")
        pages.addPage(detail.root, name: "detail", title: "Photo")
        pages.expandsVertically = true
        root.append(pages)
    }

    private func observe() {
        withObservationTracking {
            render()
        } onChange: { [weak self] in
            MainLoop.perform { self?.observe() }
        }
    }
}
