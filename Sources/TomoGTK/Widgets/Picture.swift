import CGtk
import TomoImaging

/// Shows an image scaled to fit its space: whole, aspect ratio kept, filtered smoothly (GTK 4.8 draws
/// scaled textures with linear filtering), centred on the background.
///
/// `show(_:)` is how every screen puts a `Bitmap` on screen: the texture is made off the main thread (a
/// `GdkTexture` is immutable and thread-safe), the main thread only sets it, and a texture that arrives
/// after a newer bitmap was asked for is dropped.
@MainActor
public final class Picture: Widget {
    private var picture: OpaquePointer { tomo_picture(pointer) }
    /// Counts `show` calls, so a texture made for an earlier one is dropped.
    private var generation = 0
    /// The bitmap last asked for: on screen, or on its way; nil after `clear()`.
    public private(set) var bitmap: Bitmap?
    /// Called each time the picture starts showing a bitmap asked for with `show`.
    public var onShown: (@MainActor (Bitmap) -> Void)?

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

    /// Shows `bitmap` (gray8, rgb8 or rgba8) once its texture is made off the main thread; until then
    /// the image shown stays, or with `keepsShownImage` false the picture is empty. With `cache` and
    /// `key`, a texture made before for `key` at this size is shown at once, and a new one is kept there.
    /// A bitmap that cannot become a texture (16-bit gray) is never shown.
    /// Returns whether the bitmap is on screen at once (its texture was in `cache`).
    @discardableResult
    public func show(_ bitmap: Bitmap, cache: TextureCache? = nil, key: Int? = nil, keepsShownImage: Bool = true) -> Bool {
        let cacheKey = key.map { TextureCache.Key(id: $0, width: bitmap.width, height: bitmap.height) }
        if let cacheKey, let texture = cache?.texture(for: cacheKey) {
            self.bitmap = bitmap
            generation += 1
            set(texture, for: bitmap)
            return true
        }
        if !keepsShownImage { clear() }
        self.bitmap = bitmap
        generation += 1
        let generation = generation
        Task.detached(priority: .userInitiated) { [weak self] in
            guard let prepared = try? Texture.Prepared(bitmap) else { return }
            await self?.finish(prepared, bitmap: bitmap, generation: generation, cache: cache, key: cacheKey)
        }
        return false
    }

    /// Empties the picture at once (a texture on its way is dropped).
    public func clear() {
        bitmap = nil
        generation += 1
        texture = nil
    }

    private func finish(
        _ prepared: Texture.Prepared, bitmap: Bitmap, generation: Int, cache: TextureCache?, key: TextureCache.Key?
    ) {
        let texture = Texture(prepared)
        if let key { cache?.insert(texture, for: key) }
        guard generation == self.generation else { return }
        set(texture, for: bitmap)
    }

    private func set(_ texture: Texture, for bitmap: Bitmap) {
        self.texture = texture
        onShown?(bitmap)
    }
}
