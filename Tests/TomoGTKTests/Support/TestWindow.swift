import CGtk
import Testing
import TomoGTK

/// Shows windows for tests and waits until GTK has laid them out.
@MainActor
enum TestWindow {
    /// A shown window with a black background holding `child`, on the default display or `display`.
    static func show(
        _ child: Widget, width: Int = 300, height: Int = 300, title: String = "TomoGTKTests",
        on display: PrivateDisplay? = nil
    ) throws -> Window {
        try GtkTestEnvironment.start()
        let window = Window()
        display?.adopt(window)
        window.title = title
        window.addCSSClass(GtkTestEnvironment.blackWindowClass)
        window.setDefaultSize(width: width, height: height)
        window.setChild(child)
        window.present()
        try #require(MainContext.run(until: { child.isMapped && child.size.width > 0 }), "the window never showed")
        return window
    }

    /// Lets GTK draw a new frame of `widget`'s window (what `renderBitmap()` shows).
    static func waitForFrame(_ widget: Widget) throws {
        let clock = try #require(gtk_widget_get_frame_clock(tomo_widget(widget.pointer)))
        let frame = gdk_frame_clock_get_frame_counter(clock)
        gtk_widget_queue_draw(tomo_widget(widget.pointer))
        try #require(MainContext.run(until: { gdk_frame_clock_get_frame_counter(clock) > frame }), "no frame drawn")
    }

    /// Where `widget` lies inside `window`, in the window's pixels.
    static func frame(of widget: Widget, in window: Window) throws -> (x: Int, y: Int, width: Int, height: Int) {
        var bounds = graphene_rect_t()
        let found = gtk_widget_compute_bounds(tomo_widget(widget.pointer), tomo_widget(window.pointer), &bounds)
        try #require(found != 0)
        return (Int(bounds.origin.x), Int(bounds.origin.y), Int(bounds.size.width), Int(bounds.size.height))
    }
}
