import FeatureSupport
import Observation
import TomoGTK

/// One recycled cell of a thumbnail list: the thumbnail of the item it is bound to (placeholder, spinner,
/// thumbnail or error tile) over the item's caption lines, following the item's changes until it is
/// bound to another.
@MainActor
final class ThumbnailCellView<Value: Sendable> {
    /// The cell's widget: the tile alone, or a box of the tile over its captions (one widget fewer for
    /// GTK to lay out in every cell of a list without captions, every frame of a scroll).
    let root: Widget
    let tile: Overlay
    let picture = Picture()
    let spinner = Spinner()
    let reasonLabel = Label()
    private let captions: [Label]
    /// The item shown, and a count of bindings so a change meant for an earlier one is dropped.
    private(set) var item: ThumbnailListItem<Value>?
    private var binding = 0
    /// The thumbnail's height the cell was last given.
    private var height = 0
    /// The item whose thumbnail the picture holds (or is about to).
    private var pictureIndex: Int?
    private let textures: TextureCache

    /// A cell with `captionLines` lines of text under its thumbnail, its textures kept in `textures`.
    init(captionLines: Int, textures: TextureCache) {
        self.textures = textures
        tile = Overlay(child: picture)
        tile.addCSSClass(ThumbnailCellStyle.cellClass)
        for widget in [spinner, reasonLabel] as [Widget] {
            widget.horizontalAlignment = .center
            widget.verticalAlignment = .center
            tile.addOverlay(widget)
        }
        reasonLabel.centersLines = true
        reasonLabel.wraps = true
        captions = (0..<captionLines).map { line in
            let label = Label()
            label.addCSSClass(line == 0 ? ThumbnailCellStyle.titleClass : ThumbnailCellStyle.detailClass)
            label.horizontalAlignment = .start
            label.ellipsizes = true
            return label
        }
        if captions.isEmpty {
            root = tile
        } else {
            let box = Box(.vertical, spacing: 2)
            box.append(tile)
            captions.forEach(box.append)
            root = box
        }
        picture.onShown = { [weak self] _ in self?.showSpinner(false) }
    }

    /// Sets the thumbnail's height in points (rows are as high as their cells); its width is the column's,
    /// so that a window made narrower can shrink the list before it lays out fewer columns.
    func setThumbnailHeight(_ height: Int) {
        guard height != self.height else { return }  // a size request makes GTK lay the grid out again
        self.height = height
        tile.setMinimumSize(width: nil, height: height)
    }

    /// Shows `item` and follows its changes.
    func bind(_ item: ThumbnailListItem<Value>) {
        self.item = item
        binding += 1
        tile.tooltipText = item.tooltip
        for (label, text) in zip(captions, item.text.captions) { label.text = text }
        observe(binding)
    }

    /// Lets the item go: the cell shows nothing until bound again.
    func unbind() {
        item = nil
        binding += 1
        showNothing()
    }

    private func observe(_ binding: Int) {
        guard binding == self.binding, let item else { return }
        withObservationTracking {
            MainThreadWork.measure { render(item.state, of: item) }
        } onChange: { [weak self] in
            MainLoop.perform { self?.observe(binding) }
        }
    }

    private func render(_ state: ThumbnailState, of item: ThumbnailListItem<Value>) {
        switch state {
        case .image(let bitmap):
            showFailure(nil)
            // A texture made before shows at once. Otherwise another item's thumbnail goes at once (a
            // spinner until the new texture is made); this item's own (a resize) stays until then.
            let isOwn = pictureIndex == item.index
            pictureIndex = item.index
            if !picture.show(bitmap, cache: textures, key: item.index, keepsShownImage: isOwn), !isOwn {
                showSpinner(true)
            }
        case .failed(let failure):
            clearPicture()
            showSpinner(false)
            showFailure(failure.reason)
            tile.tooltipText = item.tooltip
        case .loading:
            clearPicture()
            showFailure(nil)
            showSpinner(true)
        case .placeholder:
            showNothing()
        }
    }

    /// An empty tile: no item, or an item whose thumbnail is not wanted now.
    private func showNothing() {
        clearPicture()
        showFailure(nil)
        showSpinner(false)
    }

    private func clearPicture() {
        pictureIndex = nil
        picture.clear()
    }

    private func showSpinner(_ isShown: Bool) {
        spinner.isVisible = isShown
        spinner.isSpinning = isShown
    }

    /// Shows the error tile with `reason`, or hides it (nil).
    private func showFailure(_ reason: String?) {
        reasonLabel.isVisible = reason != nil
        if let reason {
            reasonLabel.text = "\(reason)\nClick to retry"
            tile.addCSSClass(ThumbnailCellStyle.failedClass)
        } else {
            tile.removeCSSClass(ThumbnailCellStyle.failedClass)
        }
    }
}
