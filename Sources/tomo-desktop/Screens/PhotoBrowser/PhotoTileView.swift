import PhotoBrowserFeature
import TomoGTK

/// One recycled tile of the photo list: the thumbnail (a `ThumbnailCellView`) over the author and the
/// original size.
@MainActor
final class PhotoTileView {
    let root = Box(.vertical, spacing: 2)
    let thumbnail: ThumbnailCellView
    private let author = Label()
    private let size = Label()

    init(textures: ThumbnailTextures, onChange: @escaping () -> Void) {
        thumbnail = ThumbnailCellView(textures: textures, onChange: onChange)
        root.append(thumbnail.root)
        for (label, style) in [(author, PhotoBrowserStyle.authorClass), (size, PhotoBrowserStyle.sizeClass)] {
            label.addCSSClass(style)
            label.horizontalAlignment = .start
            label.ellipsizes = true
            root.append(label)
        }
    }

    /// Sets the thumbnail's height in points (the caption adds its own lines).
    func setThumbnailHeight(_ height: Int) {
        thumbnail.setHeight(height)
    }

    /// Shows `item` and follows its thumbnail's changes.
    func bind(_ item: PhotoListItem) {
        thumbnail.bind(item)
        author.text = item.author
        size.text = item.sizeText
    }

    /// Lets the item go.
    func unbind() {
        thumbnail.unbind()
    }
}
