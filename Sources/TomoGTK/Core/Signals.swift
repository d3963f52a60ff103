import CGtk

extension GObjectRef {
    /// Calls `body` on every emission of a signal without arguments (`clicked`, `value-changed`, …).
    func connect(_ signal: String, _ body: @escaping @MainActor () -> Void) {
        let id = tomo_connect_void(
            pointer, signal,
            { _, data in
                MainActor.assumeIsolated { ClosureBox<@MainActor () -> Void>.from(data).body() }
            },
            ClosureBox(body).retainedPointer(), releaseClosureBox)
        track(id)
    }

    /// Calls `body` whenever the GObject property `property` changes (its `notify::` signal).
    func connectNotify(_ property: String, _ body: @escaping @MainActor () -> Void) {
        let id = tomo_connect_notify(
            pointer, "notify::\(property)",
            { _, _, data in
                MainActor.assumeIsolated { ClosureBox<@MainActor () -> Void>.from(data).body() }
            },
            ClosureBox(body).retainedPointer(), releaseClosureBox)
        track(id)
    }
}
