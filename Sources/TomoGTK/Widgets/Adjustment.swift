import CGtk

/// A scrollable range: where a scrolled view is (`value`), how much it shows (`pageSize`) and how far
/// its content goes (`upper`), all in pixels.
@MainActor
public final class Adjustment: GObjectRef {
    private var adjustment: UnsafeMutablePointer<GtkAdjustment> { tomo_adjustment(pointer) }

    /// The adjustment at `pointer`, owned by a widget; this wrapper takes its own reference.
    init(wrapping pointer: UnsafeMutablePointer<GtkAdjustment>) {
        super.init(retaining: UnsafeMutableRawPointer(pointer))
    }

    /// The position: the top of what is shown. Setting it scrolls, clamped to the range.
    public var value: Double {
        get { gtk_adjustment_get_value(adjustment) }
        set { gtk_adjustment_set_value(adjustment, newValue) }
    }

    /// How far the content goes.
    public var upper: Double { gtk_adjustment_get_upper(adjustment) }

    /// How much is shown at once.
    public var pageSize: Double { gtk_adjustment_get_page_size(adjustment) }

    /// Calls `body` when the position changes (the user scrolls, or code sets `value`).
    public func onValueChanged(_ body: @escaping @MainActor () -> Void) {
        connect("value-changed") { _ in body() }
    }

    /// Calls `body` when the range or page size changes (content added, the view resized).
    public func onChanged(_ body: @escaping @MainActor () -> Void) {
        connect("changed") { _ in body() }
    }
}
