import CGtk

/// Drawing on a `DrawingArea` while it paints: Cairo's context with the few operations screens use, and
/// text laid out with the widget's font (so it follows the desktop's text scaling). Valid only inside
/// `onDraw`.
@MainActor
public struct CairoContext {
    private let cairo: OpaquePointer
    /// The widget whose Pango context lays out text.
    private let pangoWidget: UnsafeMutableRawPointer

    init(_ cairo: OpaquePointer, pangoWidget: UnsafeMutableRawPointer) {
        self.cairo = cairo
        self.pangoWidget = pangoWidget
    }

    /// Runs `body`, then restores the transform, colour, line style and clip as they were.
    public func withSavedState(_ body: () -> Void) {
        cairo_save(cairo)
        body()
        cairo_restore(cairo)
    }

    /// Multiplies the current transform by the affine map x' = xx·x + xy·y + x0, y' = yx·x + yy·y + y0.
    public func transform(xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double) {
        var matrix = cairo_matrix_t(xx: xx, yx: yx, xy: xy, yy: yy, x0: x0, y0: y0)
        cairo_transform(cairo, &matrix)
    }

    /// Sets the colour of what is drawn next, components from 0 to 1.
    public func setColor(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        cairo_set_source_rgba(cairo, red, green, blue, alpha)
    }

    /// Fills the whole clip with the current colour.
    public func paint() {
        cairo_paint(cairo)
    }

    /// Fills a rectangle with the current colour.
    public func fillRectangle(x: Double, y: Double, width: Double, height: Double) {
        cairo_rectangle(cairo, x, y, width, height)
        cairo_fill(cairo)
    }

    /// How an image's pixels are sampled when drawn scaled.
    public enum Sampling: Sendable {
        /// Each pixel a block: what magnified pixels look like.
        case blocks
        /// Linear between the nearest four pixels: smooth when enlarging, quick at any scale.
        case linear
        /// Filtered over every pixel a point covers: no aliasing when shrinking a lot, but several times
        /// slower than `linear` (Pixman convolves).
        case filtered
    }

    /// Draws `surface` with its top left corner at the origin, one surface pixel per unit of the current
    /// transform, within its own bounds, sampled by `sampling`.
    public func draw(_ surface: ImageSurface, sampling: Sampling = .linear) {
        cairo_set_source_surface(cairo, surface.surface, 0, 0)
        let pattern = cairo_get_source(cairo)
        let filter = switch sampling {
        case .blocks: CAIRO_FILTER_NEAREST
        case .linear: CAIRO_FILTER_BILINEAR
        case .filtered: CAIRO_FILTER_GOOD
        }
        cairo_pattern_set_filter(pattern, filter)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_rectangle(cairo, 0, 0, Double(surface.width), Double(surface.height))
        cairo_fill(cairo)
    }

    /// Strokes the polyline through `points` (a closed shape with `closed`), `width` points wide, dashed
    /// with `dash` points on and off when given.
    public func stroke(_ points: [(x: Double, y: Double)], width: Double, dash: Double? = nil, closed: Bool = false) {
        guard let first = points.first else { return }
        cairo_move_to(cairo, first.x, first.y)
        for point in points.dropFirst() { cairo_line_to(cairo, point.x, point.y) }
        if closed { cairo_close_path(cairo) }
        strokePath(width: width, dash: dash)
    }

    /// Fills the polygon through `points` with the colour set.
    public func fill(_ points: [(x: Double, y: Double)]) {
        guard let first = points.first else { return }
        cairo_move_to(cairo, first.x, first.y)
        for point in points.dropFirst() { cairo_line_to(cairo, point.x, point.y) }
        cairo_close_path(cairo)
        cairo_fill(cairo)
    }

    /// Strokes a circle of `radius` about `centre`.
    public func strokeCircle(centre: (x: Double, y: Double), radius: Double, width: Double) {
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, centre.x, centre.y, radius, 0, 2 * Double.pi)
        strokePath(width: width, dash: nil)
    }

    private func strokePath(width: Double, dash: Double?) {
        cairo_set_line_width(cairo, width)
        if var dash {
            cairo_set_dash(cairo, &dash, 1, 0)
        } else {
            cairo_set_dash(cairo, nil, 0, 0)
        }
        cairo_stroke(cairo)
    }

    /// The size in points `text` takes in the widget's font.
    public func size(of text: String) -> (width: Double, height: Double) {
        let layout = self.layout(text)
        defer { g_object_unref(layout) }
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(OpaquePointer(layout), &width, &height)
        return (Double(width), Double(height))
    }

    /// Draws `text` in the widget's font with its top left corner at (`x`, `y`): in the current colour over a
    /// black shadow one point down and right, so that it reads on any image. (A shadow costs a second glyph
    /// run; an outline would cost stroking every glyph's path, several times more.)
    public func drawText(_ text: String, x: Double, y: Double) {
        let layout = self.layout(text)
        defer { g_object_unref(layout) }
        cairo_save(cairo)
        let source = cairo_pattern_reference(cairo_get_source(cairo))
        cairo_set_source_rgba(cairo, 0, 0, 0, 0.9)
        cairo_move_to(cairo, x + 1, y + 1)
        pango_cairo_show_layout(cairo, OpaquePointer(layout))
        cairo_set_source(cairo, source)
        cairo_pattern_destroy(source)
        cairo_move_to(cairo, x, y)
        pango_cairo_show_layout(cairo, OpaquePointer(layout))
        cairo_restore(cairo)
    }

    private func layout(_ text: String) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(gtk_widget_create_pango_layout(tomo_widget(pangoWidget), text))
    }
}
