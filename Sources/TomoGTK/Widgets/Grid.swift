import CGtk

/// Widgets in rows and columns (a table of labels).
@MainActor
public final class Grid: Widget {
    /// An empty grid with `columnSpacing` and `rowSpacing` points between its cells.
    public init(columnSpacing: Int = 0, rowSpacing: Int = 0) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_grid_new()))
        gtk_grid_set_column_spacing(tomo_grid(pointer), guint(max(0, columnSpacing)))
        gtk_grid_set_row_spacing(tomo_grid(pointer), guint(max(0, rowSpacing)))
    }

    /// Puts `child` in the cell at `column`, `row`, spanning `width` columns and `height` rows.
    public func attach(_ child: Widget, column: Int, row: Int, width: Int = 1, height: Int = 1) {
        gtk_grid_attach(tomo_grid(pointer), child.widget, Int32(column), Int32(row), Int32(max(1, width)), Int32(max(1, height)))
    }

    /// Whether every column is as wide, and every row as high, as the widest and highest.
    public var isHomogeneous: Bool {
        get { gtk_grid_get_column_homogeneous(tomo_grid(pointer)) != 0 && gtk_grid_get_row_homogeneous(tomo_grid(pointer)) != 0 }
        set {
            gtk_grid_set_column_homogeneous(tomo_grid(pointer), newValue ? 1 : 0)
            gtk_grid_set_row_homogeneous(tomo_grid(pointer), newValue ? 1 : 0)
        }
    }

    /// Removes every child.
    public func removeAll() {
        while let child = gtk_widget_get_first_child(widget) {
            gtk_grid_remove(tomo_grid(pointer), child)
        }
    }
}
