import CGtk

extension Widget {
    /// Calls `body` for every key pressed while the widget (or, in the capture phase, a widget inside
    /// it) has the focus; `body` returns whether it handled the key, which stops GTK from passing it on.
    public func onKeyPressed(phase: EventPhase = .bubble, _ body: @escaping @MainActor (KeyPress) -> Bool) {
        let controller = gtk_event_controller_key_new()!
        tomo_connect_key_pressed(
            UnsafeMutableRawPointer(controller),
            { _, keyval, _, state, data in
                MainActor.assumeIsolated {
                    ClosureBox<@MainActor (KeyPress) -> Bool>.from(data).body(KeyPress(keyval: keyval, state: state.rawValue)) ? 1 : 0
                }
            },
            ClosureBox(body).retainedPointer(), releaseClosureBox)
        attach(controller, phase: phase)
    }
}
