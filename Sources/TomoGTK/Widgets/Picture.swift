import CGtk
import TomoImaging

/// Shows an image scaled to fit its space: whole, aspect ratio kept, filtered smoothly (GTK 4.8 draws
/// scaled textures with linear filtering), centred on the background.
@MainActor
public final class Picture: Widget {
    private var picture: OpaquePointer { tomo_picture(pointer) }

    /// An empty picture.
    public init() {
        super.init(adopting: UnsafeMutableRawPointer(gtk_picture_new()))
        gtk_picture_set_content_fit(picture, GTK_CONTENT_FIT_CONTAIN)
        gtk_picture_set_can_shrink(picture, 1)
    }

    /// The texture shown. Setting one releases the previous texture (GTK frees it once it has drawn
    /// the new one), so replacing images for as long as the user scrubs keeps memory flat.
    public var texture: Texture? {
        get {
            guard let paintable = gtk_picture_get_paintable(picture) else { return nil }
            let object = UnsafeMutableRawPointer(paintable)
            return tomo_is_texture(object) != 0 ? Texture(retaining: object) : nil
        }
        set {
            gtk_picture_set_paintable(picture, newValue.map { tomo_paintable($0.pointer) })
        }
    }

    /// Shows `bitmap` (gray8, rgb8 or rgba8), replacing the current image.
    public func show(_ bitmap: Bitmap) throws(GtkError) {
        texture = try Texture(bitmap)
    }
}
