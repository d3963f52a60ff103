import CGtk
import TomoGTK

/// Shows windows for tests and waits until GTK has laid them out.
@MainActor
public enum TestWindow {
    /// A shown window with a black background holding `child`, on the tests' display.
    public static func show(
        _ child: Widget, width: Int = 300, height: Int = 300, title: String = "TomoGTKTests",
        fileID: String = #fileID, line: Int = #line
    ) async throws -> Window {
        try await GtkTestEnvironment.start()
        let window = Window()
        window.title = title
        window.addCSSClass(GtkTestEnvironment.blackWindowClass)
        window.setDefaultSize(width: width, height: height)
        window.setChild(child)
        window.present()
        try await MainContext.waitUntil(fileID: fileID, line: line) { child.isMapped && child.size.width > 0 }
        return window
    }

    /// Where `widget` lies inside `window`, in the window's pixels.
    public static func frame(of widget: Widget, in window: Window) throws -> (x: Int, y: Int, width: Int, height: Int) {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(tomo_widget(widget.pointer), tomo_widget(window.pointer), &bounds) != 0 else {
            throw WaitFailure("the widget is not inside the window")
        }
        return (Int(bounds.origin.x), Int(bounds.origin.y), Int(bounds.size.width), Int(bounds.size.height))
    }
}
