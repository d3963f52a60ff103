import CGtk

extension Widget {
    /// Calls `body` with the scroll deltas (wheel notches, or finer steps from a touchpad unless
    /// `discrete`) when the user scrolls over the widget; `body` returns whether it handled them.
    /// Positive `dy` scrolls down.
    public func onScroll(discrete: Bool = false, _ body: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Bool) {
        var flags = GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue
        if discrete { flags |= GTK_EVENT_CONTROLLER_SCROLL_DISCRETE.rawValue }
        let controller = gtk_event_controller_scroll_new(GtkEventControllerScrollFlags(flags))!
        tomo_connect_scroll(
            UnsafeMutableRawPointer(controller),
            { _, dx, dy, data in
                MainActor.assumeIsolated {
                    ClosureBox<@MainActor (Double, Double) -> Bool>.from(data).body(dx, dy) ? 1 : 0
                }
            },
            ClosureBox(body).retainedPointer(), releaseClosureBox)
        attach(controller, phase: .bubble)
    }
}
