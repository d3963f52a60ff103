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

    /// Calls `body` with the emitting object and the signal's one object argument (a list item
    /// factory's `setup`, `bind`, `unbind` and `teardown`).
    func connectObject(
        _ signal: String, _ body: @escaping @MainActor (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void
    ) {
        let id = tomo_connect_object(
            pointer, signal,
            { instance, object, data in
                MainActor.assumeIsolated {
                    ClosureBox<@MainActor (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void>.from(data)
                        .body(instance!, object!)
                }
            },
            ClosureBox(body).retainedPointer(), releaseClosureBox)
        track(id)
    }

    /// Calls `body` with the signal's position argument (a list view's `activate`).
    func connectPosition(_ signal: String, _ body: @escaping @MainActor (Int) -> Void) {
        let id = tomo_connect_position(
            pointer, signal,
            { _, position, data in
                MainActor.assumeIsolated {
                    ClosureBox<@MainActor (Int) -> Void>.from(data).body(Int(position))
                }
            },
            ClosureBox(body).retainedPointer(), releaseClosureBox)
        track(id)
    }
}
