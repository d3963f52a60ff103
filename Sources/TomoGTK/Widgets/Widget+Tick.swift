import CGtk

extension Widget {
    /// Calls `body` once per frame the widget's frame clock draws while the widget is mapped, with the
    /// frame's time in microseconds (the clock's, monotonic), until `body` returns false: for animation
    /// and for measuring frames.
    public func onEveryFrame(_ body: @escaping @MainActor (Int64) -> Bool) {
        _ = tomo_add_tick_callback(
            widget,
            { _, clock, data in
                MainActor.assumeIsolated {
                    ClosureBox<@MainActor (Int64) -> Bool>.from(data).body(Int64(gdk_frame_clock_get_frame_time(clock))) ? 1 : 0
                }
            },
            ClosureBox(body).retainedPointer(), releaseSourceBox)
    }
}
