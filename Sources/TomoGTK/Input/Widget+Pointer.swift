import CGtk

extension Widget {
    /// Follows the pointer over the widget: `moved` with its position in the widget's points (also while a
    /// button is down), `left` when it leaves.
    public func onPointerMotion(
        moved: @escaping @MainActor (_ x: Double, _ y: Double) -> Void, left: @escaping @MainActor () -> Void
    ) {
        let controller = gtk_event_controller_motion_new()!
        tomo_connect_motion(
            UnsafeMutableRawPointer(controller), "motion",
            { _, x, y, data in
                MainActor.assumeIsolated { ClosureBox<@MainActor (Double, Double) -> Void>.from(data).body(x, y) }
            },
            ClosureBox(moved).retainedPointer(), releaseClosureBox)
        tomo_connect_void(
            UnsafeMutableRawPointer(controller), "leave",
            { _, data in
                MainActor.assumeIsolated { ClosureBox<@MainActor () -> Void>.from(data).body() }
            },
            ClosureBox(left).retainedPointer(), releaseClosureBox)
        attach(controller, phase: .bubble)
    }

    /// Follows presses and drags with mouse `button` (1 the primary, 2 the middle, 3 the secondary) in the
    /// widget's points: `pressed` where the button went down, `dragged` at every motion while it is down,
    /// `released` where it came up (a click without motion gets `pressed` then `released`).
    public func onPointerDrag(
        button: UInt32, pressed: @escaping @MainActor (_ x: Double, _ y: Double) -> Void,
        dragged: @escaping @MainActor (_ x: Double, _ y: Double) -> Void,
        released: @escaping @MainActor (_ x: Double, _ y: Double) -> Void
    ) {
        let gesture = gtk_gesture_drag_new()!
        let object = UnsafeMutableRawPointer(gesture)
        gtk_gesture_single_set_button(tomo_gesture_single(object), button)
        /// Where the drag began: GTK reports later points as offsets from it.
        final class Start { var x = 0.0, y = 0.0 }
        let start = Start()
        let handlers: [(String, @MainActor (Double, Double) -> Void)] = [
            ("drag-begin", { x, y in
                (start.x, start.y) = (x, y)
                pressed(x, y)
            }),
            ("drag-update", { dx, dy in dragged(start.x + dx, start.y + dy) }),
            ("drag-end", { dx, dy in released(start.x + dx, start.y + dy) }),
        ]
        for (signal, handler) in handlers {
            tomo_connect_drag(
                object, signal,
                { _, x, y, data in
                    MainActor.assumeIsolated { ClosureBox<@MainActor (Double, Double) -> Void>.from(data).body(x, y) }
                },
                ClosureBox(handler).retainedPointer(), releaseClosureBox)
        }
        attach(gesture, phase: .bubble)
    }

    /// Calls `body` with where the pointer is, in the widget's points, when the user double-clicks mouse
    /// `button` over the widget: after GTK has handled the second release, so that `body` may move the
    /// widget to another parent (done while the release was being handled, that left the widget's other
    /// gestures waiting for it, and the next clicks went nowhere). The presses also reach `onPointerDrag`.
    public func onDoubleClick(button: UInt32, _ body: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) {
        let gesture = gtk_gesture_click_new()!
        let object = UnsafeMutableRawPointer(gesture)
        gtk_gesture_single_set_button(tomo_gesture_single(object), button)
        tomo_connect_click(
            object, "released",
            { _, count, x, y, data in
                guard count == 2 else { return }
                MainActor.assumeIsolated {
                    let body = ClosureBox<@MainActor (Double, Double) -> Void>.from(data).body
                    MainLoop.perform { body(x, y) }
                }
            },
            ClosureBox(body).retainedPointer(), releaseClosureBox)
        attach(gesture, phase: .bubble)
    }

    /// Calls `body` with the wheel's vertical notches (down positive) and the modifiers held, when the user
    /// turns it over the widget; `body` returns whether it handled them.
    public func onWheel(_ body: @escaping @MainActor (_ notches: Double, _ modifiers: WheelModifiers) -> Bool) {
        let flags = GTK_EVENT_CONTROLLER_SCROLL_VERTICAL.rawValue | GTK_EVENT_CONTROLLER_SCROLL_DISCRETE.rawValue
        let controller = gtk_event_controller_scroll_new(GtkEventControllerScrollFlags(flags))!
        tomo_connect_scroll(
            UnsafeMutableRawPointer(controller),
            { controller, _, dy, data in
                let modifiers = WheelModifiers(
                    control: tomo_controller_event_has_control(controller) != 0, shift: tomo_controller_event_has_shift(controller) != 0)
                return MainActor.assumeIsolated {
                    ClosureBox<@MainActor (Double, WheelModifiers) -> Bool>.from(data).body(dy, modifiers) ? 1 : 0
                }
            },
            ClosureBox(body).retainedPointer(), releaseClosureBox)
        attach(controller, phase: .bubble)
    }

    /// Follows two-finger pinches over the widget: `changed` with the factor the fingers' spread changed by
    /// since the last report and the point between them, in the widget's points.
    public func onPinch(_ changed: @escaping @MainActor (_ factor: Double, _ x: Double, _ y: Double) -> Void) {
        let gesture = gtk_gesture_zoom_new()!
        final class Last { var scale = 1.0 }
        let last = Last()
        let object = UnsafeMutableRawPointer(gesture)
        tomo_connect_void(
            object, "begin",
            { _, data in MainActor.assumeIsolated { ClosureBox<@MainActor () -> Void>.from(data).body() } },
            ClosureBox<@MainActor () -> Void> { last.scale = 1 }.retainedPointer(), releaseClosureBox)
        tomo_connect_scale_changed(
            object,
            { gesture, scale, data in
                var x = 0.0, y = 0.0
                gtk_gesture_get_bounding_box_center(OpaquePointer(gesture), &x, &y)
                MainActor.assumeIsolated {
                    ClosureBox<@MainActor (Double, Double, Double) -> Void>.from(data).body(scale, x, y)
                }
            },
            ClosureBox<@MainActor (Double, Double, Double) -> Void> { scale, x, y in
                guard last.scale > 0, scale > 0 else { return }
                changed(scale / last.scale, x, y)
                last.scale = scale
            }.retainedPointer(), releaseClosureBox)
        attach(gesture, phase: .bubble)
    }
}
