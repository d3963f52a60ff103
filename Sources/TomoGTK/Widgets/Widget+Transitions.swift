import CGtk

extension Widget {
    /// Whether a stack in the widget's tree (the widget included) is still cross-fading between its
    /// pages: a picture of the widget taken now would show both.
    public var isTransitionRunning: Bool {
        Self.isTransitionRunning(in: widget)
    }

    private static func isTransitionRunning(in widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        if tomo_is_stack(widget) != 0, gtk_stack_get_transition_running(tomo_stack(widget)) != 0 { return true }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if isTransitionRunning(in: current) { return true }
            child = gtk_widget_get_next_sibling(current)
        }
        return false
    }
}
