import CGtk

/// Shows widgets on top of a main child, each placed by its own alignment.
@MainActor
public final class Overlay: Widget {
    private var overlay: OpaquePointer { tomo_overlay(pointer) }

    /// An overlay on `child`.
    public init(child: Widget) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_overlay_new()))
        gtk_overlay_set_child(overlay, child.widget)
    }

    /// Puts `widget` over the child, placed by its alignments.
    public func addOverlay(_ widget: Widget) {
        gtk_overlay_add_overlay(overlay, widget.widget)
    }
}
