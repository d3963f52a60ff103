import CGtk

/// A horizontal slider over a range of values (the viewer's slice slider).
///
/// `onValueChanged` reports the user's moves; `setValue` and `setRange` change the slider from code
/// without reporting back, so a view model can drive it without a feedback loop.
@MainActor
public final class Scale: Widget {
    private var range: UnsafeMutablePointer<GtkRange> { tomo_range(pointer) }

    /// A slider over `range`, moving by `step` (arrow keys) and ten steps (Page Up/Down). With a whole
    /// `step`, the user's values are rounded to whole numbers.
    public init(range: ClosedRange<Double>, step: Double = 1) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, nil)))
        let scale = tomo_scale(pointer)
        gtk_scale_set_draw_value(scale, 0)
        if step == step.rounded() {
            gtk_scale_set_digits(scale, 0)
            gtk_range_set_round_digits(self.range, 0)
        }
        gtk_range_set_increments(self.range, step, step * 10)
        setRange(range)
    }

    /// The current value.
    public var value: Double { gtk_range_get_value(range) }

    /// The values the slider covers.
    public var bounds: ClosedRange<Double> {
        let adjustment = gtk_range_get_adjustment(range)
        return gtk_adjustment_get_lower(adjustment)...gtk_adjustment_get_upper(adjustment)
    }

    /// Moves the slider (clamped to its range) without calling the `onValueChanged` closures.
    public func setValue(_ value: Double) {
        withHandlersBlocked { gtk_range_set_value(range, value) }
    }

    /// Moves the slider (clamped to its range) as a drag would: the `onValueChanged` closures run.
    public func slide(to value: Double) {
        gtk_range_set_value(range, value)
    }

    /// Changes the range (clamping the value into it) without calling the `onValueChanged` closures.
    public func setRange(_ bounds: ClosedRange<Double>) {
        withHandlersBlocked { gtk_range_set_range(range, bounds.lowerBound, bounds.upperBound) }
    }

    /// Calls `body` with the new value whenever the user moves the slider.
    public func onValueChanged(_ body: @escaping @MainActor (Double) -> Void) {
        connect("value-changed") { scale in body(gtk_range_get_value(tomo_range(scale))) }
    }
}
