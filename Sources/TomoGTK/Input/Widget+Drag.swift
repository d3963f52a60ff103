import CGtk

extension Widget {
    /// Follows drags over the widget with mouse `button` (1 the primary, 3 the secondary, 0 any):
    /// `began` when one starts, then `moved` with the offset from its start in pixels (x to the right,
    /// y downwards) after every motion, the last at release.
    public func onDrag(
        button: UInt32 = 1, began: @escaping @MainActor () -> Void,
        moved: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Void
    ) {
        let gesture = gtk_gesture_drag_new()!
        gtk_gesture_single_set_button(tomo_gesture_single(UnsafeMutableRawPointer(gesture)), button)
        tomo_connect_drag(
            UnsafeMutableRawPointer(gesture), "drag-begin",
            { _, _, _, data in
                MainActor.assumeIsolated { ClosureBox<@MainActor () -> Void>.from(data).body() }
            },
            ClosureBox(began).retainedPointer(), releaseClosureBox)
        for signal in ["drag-update", "drag-end"] {
            tomo_connect_drag(
                UnsafeMutableRawPointer(gesture), signal,
                { _, dx, dy, data in
                    MainActor.assumeIsolated { ClosureBox<@MainActor (Double, Double) -> Void>.from(data).body(dx, dy) }
                },
                ClosureBox(moved).retainedPointer(), releaseClosureBox)
        }
        attach(gesture, phase: .bubble)
    }
}
