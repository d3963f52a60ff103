import FeatureSupport
import Observation
import TomoGTK

/// One recycled thumbnail cell of a grid or list: draws the item it is bound to (placeholder, spinner,
/// thumbnail or error tile) and follows that item's changes until it is bound to another.
@MainActor
final class ThumbnailCellView {
    let root: Overlay
    private let picture = Picture()
    private let spinner = Spinner()
    private let reasonLabel = Label()
    /// The item shown, and a count of bindings so a change or texture meant for an earlier one is dropped.
    private(set) var item: (any ThumbnailCellItem)?
    private var binding = 0
    /// The item whose thumbnail the picture holds, and the height the cell was last given.
    private var pictureIndex: Int?
    private var height = 0
    private let textures: ThumbnailTextures
    /// What the cell draws now, for the state report.
    private(set) var shown = Shown.placeholder
    /// Called when what the cell draws changes.
    private let onChange: () -> Void

    /// What a cell draws.
    enum Shown: Equatable {
        case placeholder, loading
        case image(width: Int, pixelHash: String?)
        case failed(reason: String)
    }

    init(textures: ThumbnailTextures, onChange: @escaping () -> Void) {
        self.textures = textures
        self.onChange = onChange
        root = Overlay(child: picture)
        root.addCSSClass(ThumbnailCellStyle.cellClass)
        for widget in [spinner, reasonLabel] as [Widget] {
            widget.horizontalAlignment = .center
            widget.verticalAlignment = .center
            root.addOverlay(widget)
        }
        reasonLabel.centersLines = true
        reasonLabel.wraps = true
    }

    /// Sets the cell's height in points (rows are as high as their cells); its width is the column's, so
    /// that a window made narrower can shrink the grid before it lays out fewer columns.
    func setHeight(_ height: Int) {
        guard height != self.height else { return }  // a size request makes GTK lay the grid out again
        self.height = height
        root.setMinimumSize(width: nil, height: height)
    }

    /// What the cell draws for the state report, its item named `id`; nil while it shows no item.
    func report(id: String) -> ThumbnailCellReport? {
        guard let index = item?.index else { return nil }
        return switch shown {
        case .placeholder: ThumbnailCellReport(index: index, id: id, state: "placeholder")
        case .loading: ThumbnailCellReport(index: index, id: id, state: "loading")
        case .failed(let reason): ThumbnailCellReport(index: index, id: id, state: "failed", reason: reason)
        case .image(let width, let hash): ThumbnailCellReport(index: index, id: id, state: "image", width: width, pixelHash: hash)
        }
    }

    /// Shows `item` and follows its changes.
    func bind(_ item: any ThumbnailCellItem) {
        self.item = item
        binding += 1
        root.tooltipText = item.tooltip
        observe(binding)
    }

    /// Lets the item go: the cell shows nothing until bound again.
    func unbind() {
        item = nil
        binding += 1
        draw(.placeholder)
    }

    private func observe(_ binding: Int) {
        guard binding == self.binding, let item else { return }
        withObservationTracking {
            MainThreadWork.measure { render(item.state, binding: binding) }
        } onChange: { [weak self] in
            MainLoop.perform { self?.observe(binding) }
        }
    }

    private func render(_ state: ThumbnailState, binding: Int) {
        switch state {
        case .placeholder: draw(.placeholder)
        case .loading: draw(.loading)
        case .failed(let failure):
            draw(.failed(reason: failure.reason))
            root.tooltipText = item?.tooltip
        case .image(let bitmap):
            guard let index = item?.index else { return }
            let ready = { [weak self] (entry: ThumbnailTextures.Entry) in
                guard let self, self.binding == binding else { return }
                self.show(entry, of: index)
            }
            if let entry = textures.texture(for: index, bitmap, ready: ready) {
                show(entry, of: index)
            } else if case .image = shown, pictureIndex == index {
                // Keep this item's previous thumbnail (a resize) until the new texture is ready.
            } else {
                draw(.loading)
            }
        }
    }

    private func show(_ entry: ThumbnailTextures.Entry, of index: Int) {
        pictureIndex = index
        picture.texture = entry.texture
        spinner.isSpinning = false
        spinner.isVisible = false
        reasonLabel.isVisible = false
        root.removeCSSClass(ThumbnailCellStyle.failedClass)
        update(.image(width: entry.width, pixelHash: entry.pixelHash))
    }

    private func draw(_ state: Shown) {
        pictureIndex = nil
        picture.texture = nil
        spinner.isVisible = state == .loading
        spinner.isSpinning = state == .loading
        if case .failed(let reason) = state {
            reasonLabel.text = "\(reason)\nClick to retry"
            reasonLabel.isVisible = true
            root.addCSSClass(ThumbnailCellStyle.failedClass)
        } else {
            reasonLabel.isVisible = false
            root.removeCSSClass(ThumbnailCellStyle.failedClass)
        }
        update(state)
    }

    private func update(_ state: Shown) {
        guard state != shown else { return }
        shown = state
        onChange()
    }
}
