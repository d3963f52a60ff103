import CGtk

/// A pop-up list of strings to choose one from (window presets, series).
///
/// Like `Scale`, it reports the user's choices and takes changes from code silently.
@MainActor
public final class DropDown: Widget {
    private var dropDown: OpaquePointer { tomo_drop_down(pointer) }

    /// A drop-down offering `items`, the first selected.
    public init(items: [String] = []) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_drop_down_new(nil, nil)))
        setItems(items, selected: items.isEmpty ? nil : 0)
    }

    /// The index of the selected item, `nil` when none is.
    public var selectedIndex: Int? { Self.selectedIndex(of: pointer) }

    /// Replaces the items and selects one, without calling the `onSelectionChanged` closures.
    public func setItems(_ items: [String], selected: Int?) {
        var strings = items.map { strdup($0) }
        strings.append(nil)
        defer { strings.forEach { free($0) } }
        let list = strings.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                gtk_string_list_new($0)
            }
        }
        withHandlersBlocked {
            gtk_drop_down_set_model(dropDown, tomo_list_model(UnsafeMutableRawPointer(list)))
            select(selected)
        }
        g_object_unref(UnsafeMutableRawPointer(list))
    }

    /// Selects the item at `index` (`nil` or out of range: none) without calling the closures.
    public func select(_ index: Int?) {
        let position = index.flatMap { guint(exactly: $0) } ?? tomo_invalid_list_position
        withHandlersBlocked { gtk_drop_down_set_selected(dropDown, position) }
    }

    /// Selects the item at `index` as the user picking it does: the `onSelectionChanged` closures are called.
    public func choose(_ index: Int) {
        gtk_drop_down_set_selected(dropDown, guint(exactly: index) ?? tomo_invalid_list_position)
    }

    /// The number of items offered.
    public var itemCount: Int {
        guard let model = gtk_drop_down_get_model(dropDown) else { return 0 }
        return Int(g_list_model_get_n_items(model))
    }

    /// Calls `body` with the selected index whenever the user picks an item.
    public func onSelectionChanged(_ body: @escaping @MainActor (Int?) -> Void) {
        connectNotify("selected") { dropDown in body(Self.selectedIndex(of: dropDown)) }
    }

    private static func selectedIndex(of dropDown: UnsafeMutableRawPointer) -> Int? {
        let position = gtk_drop_down_get_selected(tomo_drop_down(dropDown))
        return position == tomo_invalid_list_position ? nil : Int(position)
    }
}
