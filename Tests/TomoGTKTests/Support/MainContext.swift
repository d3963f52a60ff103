import CGtk

/// Drives GLib's default main context from a test, on the main actor (see `GTKTests`).
@MainActor
enum MainContext {
    /// Dispatches GTK's events, frames, timers and hops until `condition` holds; false if `timeout`
    /// passes first.
    static func run(until condition: () -> Bool, timeout: Duration = .seconds(30)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        // Wakes the blocking iteration now and then, so the deadline is seen even when nothing happens.
        let wakeup = g_timeout_add(20, { _ in 1 }, nil)
        defer { g_source_remove(wakeup) }
        while !condition() {
            guard ContinuousClock.now < deadline else { return false }
            g_main_context_iteration(nil, 1)
        }
        return true
    }

    /// Dispatches whatever is ready now, without waiting.
    static func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }
}
