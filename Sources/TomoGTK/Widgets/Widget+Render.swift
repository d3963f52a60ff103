import CGtk
import TomoImaging

extension Widget {
    /// Draws the widget as GTK last drew it on screen (its latest frame), with its window's renderer,
    /// into an rgba8 bitmap of its size: what the user sees, for tests and screenshots. After a change,
    /// let the main loop draw a frame first.
    public func renderBitmap() throws(GtkError) -> Bitmap {
        let (width, height) = size
        guard width > 0, height > 0, let native = gtk_widget_get_native(widget),
            let renderer = gtk_native_get_renderer(native)
        else { throw .renderFailed("the widget is not shown yet") }
        let paintable = gtk_widget_paintable_new(widget)
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else {
            throw .renderFailed("the widget has not been drawn yet")
        }
        defer { gsk_render_node_unref(node) }
        var viewport = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        let texture = Texture(adopting: UnsafeMutableRawPointer(gsk_renderer_render_texture(renderer, node, &viewport)))
        return texture.download()
    }
}
