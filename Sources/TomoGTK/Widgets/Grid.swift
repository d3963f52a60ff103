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

    /// Puts `child` in the cell at `column`, `row`.
    public func attach(_ child: Widget, column: Int, row: Int) {
        gtk_grid_attach(tomo_grid(pointer), child.widget, Int32(column), Int32(row), 1, 1)
    }

    /// Removes every child.
    public func removeAll() {
        while let child = gtk_widget_get_first_child(widget) {
            gtk_grid_remove(tomo_grid(pointer), child)
        }
    }
}
