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

    /// Calls `body` after each frame the widget's frame clock paints, until `body` returns false: to see
    /// when a change has reached the screen. Returns false, and never calls `body`, if the widget is not
    /// realized (it has no frame clock yet).
    @discardableResult
    public func onEveryPaint(_ body: @escaping @MainActor () -> Bool) -> Bool {
        tomo_connect_after_paint(
            widget,
            { clock, data in
                let keepsGoing = MainActor.assumeIsolated { ClosureBox<@MainActor () -> Bool>.from(data).body() }
                if !keepsGoing { g_signal_handlers_disconnect_matched(UnsafeMutableRawPointer(clock), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, data) }
            },
            ClosureBox(body).retainedPointer(), releaseClosureBox) != 0
    }

    /// Returns once GTK has painted the widget's window again, the widget redrawn (at once if the widget is
    /// not realized): after a dialog closes, before rendering what the user sees.
    public func nextPaint() async {
        queueDraw()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let isWaiting = onEveryPaint {
                done.resume()
                return false
            }
            if !isWaiting { done.resume() }
        }
    }

    /// Returns once the widget's frame clock has started `count` more frames (layout settling, a transition).
    public func nextFrames(_ count: Int) async {
        guard count > 0 else { return }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            var left = count
            onEveryFrame { _ in
                left -= 1
                if left == 0 { done.resume() }
                return left > 0
            }
        }
    }
}
