import CGtk

/// A widget that draws itself with Cairo: `onDraw` paints it whenever GTK asks (after `queueDraw()`, a
/// resize, a theme change), on the main thread, at its current size in points.
@MainActor
public class DrawingArea: Widget {
    private var area: UnsafeMutablePointer<GtkDrawingArea> { tomo_drawing_area(pointer) }

    /// An empty area (it draws nothing until `onDraw` is set).
    public init() {
        super.init(adopting: UnsafeMutableRawPointer(gtk_drawing_area_new()))
    }

    /// Paints the area: called with a context on the area's surface and its size in points.
    public func onDraw(_ body: @escaping @MainActor (CairoContext, _ width: Double, _ height: Double) -> Void) {
        gtk_drawing_area_set_draw_func(
            area,
            { area, cairo, width, height, data in
                guard let area, let cairo else { return }
                MainActor.assumeIsolated {
                    let context = CairoContext(cairo, pangoWidget: UnsafeMutableRawPointer(area))
                    ClosureBox<@MainActor (CairoContext, Double, Double) -> Void>.from(data).body(context, Double(width), Double(height))
                }
            },
            ClosureBox(body).retainedPointer(), releaseSourceBox)
    }

    /// Calls `body` with the new width and height in points after each change of size.
    public func onResize(_ body: @escaping @MainActor (_ width: Int, _ height: Int) -> Void) {
        let id = tomo_connect_resize(
            pointer,
            { _, width, height, data in
                MainActor.assumeIsolated {
                    ClosureBox<@MainActor (Int, Int) -> Void>.from(data).body(Int(width), Int(height))
                }
            },
            ClosureBox(body).retainedPointer(), releaseClosureBox)
        track(id)
    }
}
