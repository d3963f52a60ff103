import CGtk

extension GObjectRef {
    /// Calls `body` with the emitting object on every emission of a signal without arguments
    /// (`clicked`, `value-changed`, `activate`).
    ///
    /// The closure gets the object rather than capturing a wrapper, so it keeps working when the
    /// wrapper is gone and the object lives on in its parent.
    func connect(_ signal: String, _ body: @escaping @MainActor (UnsafeMutableRawPointer) -> Void) {
        let id = tomo_connect_void(
            pointer, signal,
            { instance, data in
                MainActor.assumeIsolated {
                    ClosureBox<@MainActor (UnsafeMutableRawPointer) -> Void>.from(data).body(instance!)
                }
            },
            ClosureBox(body).retainedPointer(), releaseClosureBox)
        track(id)
    }

    /// Calls `body` with the object whenever its GObject property `property` changes (`notify::`).
    func connectNotify(_ property: String, _ body: @escaping @MainActor (UnsafeMutableRawPointer) -> Void) {
        let id = tomo_connect_notify(
            pointer, "notify::\(property)",
            { instance, _, data in
                MainActor.assumeIsolated {
                    ClosureBox<@MainActor (UnsafeMutableRawPointer) -> Void>.from(data).body(instance!)
                }
            },
            ClosureBox(body).retainedPointer(), releaseClosureBox)
        track(id)
    }
}
