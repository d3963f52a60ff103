import CGtk

/// A recycling grid of `count` cells (`GtkGridView`): GTK makes cell widgets for the rows near the
/// scroll position only, and binds each to an item position as it scrolls. Put it directly in a
/// `ScrolledWindow`.
///
/// `Cell` is the caller's object behind each cell widget; `makeCell` creates one, `bind` shows item
/// `position` in it and `unbind` lets the item go. GTK binds far more cells than are visible (about 30
/// rows around the scroll position), so what is *visible* comes from the scroll adjustment, not from
/// binding.
@MainActor
public final class GridView<Cell: AnyObject>: Widget {
    private var view: OpaquePointer { tomo_grid_view(pointer) }
    private let strings: OpaquePointer
    private static var emptyString: StaticString { "" }
    private var cells: [UnsafeMutableRawPointer: Cell] = [:]

    /// An empty grid whose cells are made by `makeCell` (returning the cell and its root widget).
    public init(
        makeCell: @escaping @MainActor () -> (Cell, Widget),
        bind: @escaping @MainActor (Cell, Int) -> Void,
        unbind: @escaping @MainActor (Cell, Int) -> Void
    ) {
        // Items are plain positions; a string list of empty strings is the cheapest list model.
        strings = gtk_string_list_new(nil)!
        // The selection model takes a reference of its own; this wrapper keeps the first.
        g_object_ref(UnsafeMutableRawPointer(strings))
        let selection = gtk_no_selection_new(tomo_list_model(UnsafeMutableRawPointer(strings)))
        let factory = gtk_signal_list_item_factory_new()!
        super.init(adopting: UnsafeMutableRawPointer(
            gtk_grid_view_new(tomo_selection_model(UnsafeMutableRawPointer(selection)), factory)))
        let factoryRef = FactoryRef(retaining: UnsafeMutableRawPointer(factory))
        factoryRef.connectObject("setup") { [weak self] _, item in
            let (cell, root) = makeCell()
            gtk_list_item_set_child(tomo_list_item(item), root.widget)
            self?.cells[item] = cell
        }
        factoryRef.connectObject("bind") { [weak self] _, item in
            guard let cell = self?.cells[item] else { return }
            bind(cell, Int(gtk_list_item_get_position(tomo_list_item(item))))
        }
        factoryRef.connectObject("unbind") { [weak self] _, item in
            guard let cell = self?.cells[item] else { return }
            unbind(cell, Int(gtk_list_item_get_position(tomo_list_item(item))))
        }
        factoryRef.connectObject("teardown") { [weak self] _, item in
            self?.cells[item] = nil
        }
    }

    /// How many items the grid has. Growing it appends items; existing cells stay bound.
    public var count: Int {
        get { Int(g_list_model_get_n_items(tomo_list_model(UnsafeMutableRawPointer(strings)))) }
        set {
            let current = count
            if newValue < current {
                gtk_string_list_splice(strings, guint(newValue), guint(current - newValue), nil)
            } else if newValue > current {
                let empty = UnsafeRawPointer(Self.emptyString.utf8Start).assumingMemoryBound(to: CChar.self)
                let additions = [UnsafePointer<CChar>?](repeating: empty, count: newValue - current) + [nil]
                additions.withUnsafeBufferPointer { buffer in
                    gtk_string_list_splice(strings, guint(current), 0, buffer.baseAddress)
                }
            }
        }
    }

    /// Sets the column count exactly (GTK otherwise picks between a minimum and a maximum).
    public func setColumns(_ columns: Int) {
        let value = guint(max(1, columns))
        gtk_grid_view_set_max_columns(view, value)
        gtk_grid_view_set_min_columns(view, value)
    }

    /// Whether one click activates a cell (otherwise a double click does; Enter always does).
    public var activatesOnSingleClick: Bool {
        get { gtk_grid_view_get_single_click_activate(view) != 0 }
        set { gtk_grid_view_set_single_click_activate(view, newValue ? 1 : 0) }
    }

    /// Calls `body` with the position of a cell the user activates (click, or Enter on the focused one).
    public func onActivate(_ body: @escaping @MainActor (Int) -> Void) {
        connectPosition("activate", body)
    }

    /// Scrolls so that item `position` is visible and focuses it.
    public func scrollTo(_ position: Int) {
        tomo_list_scroll_to_item(widget, guint(max(0, position)))
    }

    /// The cells made so far with the position each is bound to now (-1 when unbound), for tests.
    public var boundCells: [(cell: Cell, position: Int)] {
        cells.map { item, cell in
            let position = gtk_list_item_get_position(tomo_list_item(item))
            return (cell, position == tomo_invalid_list_position ? -1 : Int(position))
        }
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(strings))
    }
}

/// A reference to the list item factory, for connecting its signals (the grid view owns it).
@MainActor
private final class FactoryRef: GObjectRef {}
