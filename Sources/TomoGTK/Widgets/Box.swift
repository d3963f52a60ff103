import CGtk

/// Lays out its children in a row or a column.
@MainActor
public final class Box: Widget {
    /// An empty box with `spacing` pixels between its children.
    public init(_ orientation: Orientation, spacing: Int = 0) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_box_new(orientation.gtkOrientation, Int32(clamping: spacing))))
    }

    /// Whether the children all get the same size along the box.
    public var isHomogeneous: Bool {
        get { gtk_box_get_homogeneous(tomo_box(pointer)) != 0 }
        set { gtk_box_set_homogeneous(tomo_box(pointer), newValue ? 1 : 0) }
    }

    /// Adds `child` after the others.
    public func append(_ child: Widget) {
        gtk_box_append(tomo_box(pointer), child.widget)
    }

    /// Takes `child` out of the box.
    public func remove(_ child: Widget) {
        gtk_box_remove(tomo_box(pointer), child.widget)
    }
}
