import CGtk

/// A row of linked toggle buttons of which exactly one is on (the photo filter's Normal / Grayscale /
/// Blur): GTK's segmented control.
///
/// Like `Scale`, it reports the user's choices and takes changes from code silently.
@MainActor
public final class SegmentedControl: Widget {
    private var buttons: [UnsafeMutablePointer<GtkToggleButton>] = []
    private var isSelectingFromCode = false
    private var handlers: [@MainActor (Int) -> Void] = []

    /// Segments titled `titles`, the first selected.
    public init(titles: [String]) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)))
        addCSSClass("linked")
        for (index, title) in titles.enumerated() {
            let button = tomo_toggle_button(UnsafeMutableRawPointer(gtk_toggle_button_new_with_label(title)))!
            if let first = buttons.first { gtk_toggle_button_set_group(button, first) }
            gtk_box_append(tomo_box(pointer), tomo_widget(UnsafeMutableRawPointer(button)))
            buttons.append(button)
            let toggled = Widget(retaining: UnsafeMutableRawPointer(button))
            toggled.connect("toggled") { [weak self] instance in
                guard let self, !isSelectingFromCode, gtk_toggle_button_get_active(tomo_toggle_button(instance)) != 0 else { return }
                for handler in handlers { handler(index) }
            }
        }
        select(0)
    }

    /// The index of the segment that is on.
    public var selectedIndex: Int? {
        buttons.firstIndex { gtk_toggle_button_get_active($0) != 0 }
    }

    /// Turns segment `index` on (the others off) without calling the `onSelectionChanged` closures.
    public func select(_ index: Int) {
        guard buttons.indices.contains(index), selectedIndex != index else { return }
        isSelectingFromCode = true
        gtk_toggle_button_set_active(buttons[index], 1)
        isSelectingFromCode = false
    }

    /// Calls `body` with the segment's index whenever the user turns one on.
    public func onSelectionChanged(_ body: @escaping @MainActor (Int) -> Void) {
        handlers.append(body)
    }
}
