import CGtk

/// An empty widget that fills the space it is given and reports its size whenever that changes (a
/// `GtkDrawingArea` that draws nothing): put it under an `Overlay` to learn the overlay's size.
@MainActor
public final class ResizeWatcher: Widget {
    public init() {
        super.init(adopting: UnsafeMutableRawPointer(gtk_drawing_area_new()))
        expandsHorizontally = true
        expandsVertically = true
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
