import CGtk

extension Scale {
    /// Draws the value above the thumb, moving with it, as `format` writes it (a tick's value for its
    /// index); GTK asks again whenever the value changes.
    public func drawValueAbove(format: @escaping @MainActor (Double) -> String) {
        let scale = tomo_scale(pointer)
        gtk_scale_set_draw_value(scale, 1)
        gtk_scale_set_value_pos(scale, GTK_POS_TOP)
        gtk_scale_set_format_value_func(
            scale,
            { _, value, data in
                let text = MainActor.assumeIsolated { ClosureBox<@MainActor (Double) -> String>.from(data).body(value) }
                return g_strdup(text)
            },
            ClosureBox(format).retainedPointer(), releaseSourceBox)
    }

    /// The text the scale draws as its value now (what `drawValueAbove`'s format gave GTK for the value
    /// shown); nil when it draws none.
    public var drawnValue: String? {
        let scale = tomo_scale(pointer)
        guard gtk_scale_get_draw_value(scale) != 0, let layout = gtk_scale_get_layout(scale) else { return nil }
        return pango_layout_get_text(layout).map { String(cString: $0) }
    }

    /// Replaces the scale's marks with one at each of `values`, below the trough.
    public func setMarks(at values: [Double]) {
        let scale = tomo_scale(pointer)
        gtk_scale_clear_marks(scale)
        for value in values { gtk_scale_add_mark(scale, value, GTK_POS_BOTTOM, nil) }
    }
}

extension Widget {
    /// What assistive technologies read as the widget's value ("−89.04" rather than "3").
    public func setAccessibleValueText(_ text: String) {
        tomo_accessible_set_value_text(pointer, text)
    }

    /// The width and height the widget would like (its natural size) for its current content, CSS
    /// margins, borders and padding included: compare it with `size` for a widget that has none (a label).
    public var naturalSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &width, nil, nil)
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, Int32(max(size.width, Int(width))), nil, &height, nil, nil)
        return (Int(width), Int(height))
    }
}
