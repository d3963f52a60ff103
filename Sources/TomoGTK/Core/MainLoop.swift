import CGtk
import TomoCore

/// The hop onto the GTK thread.
///
/// TomoGTK's threading model: GTK runs on one thread, the one iterating GLib's default main context,
/// and every wrapper is `@MainActor`. In the app that thread is the process main thread, where
/// `Application.run()` also drains Swift's main-actor queue, so the main actor *is* the GTK thread:
/// `Task { @MainActor in … }` and `await MainActor.run { … }` reach GTK like any other main-actor code.
/// GTK's callbacks (signals, timers, hops) enter Swift through `MainActor.assumeIsolated`, which traps
/// if GTK ever calls back on another thread instead of racing.
///
/// `perform` is the hop for code that is not async (a C callback, a pipeline's completion handler on
/// another thread): it needs no Swift task and runs the closures in the order they were posted.
public enum MainLoop {
    private struct Queue {
        var jobs: [@MainActor @Sendable () -> Void] = []
        var drainScheduled = false
    }

    private static let queue = Locked(Queue())

    /// Runs `body` on the GTK thread at its next main-loop iteration, after every closure posted before it.
    ///
    /// Safe to call from any thread, including the GTK thread itself (the closure then runs later, never
    /// inside this call).
    public static func perform(_ body: @escaping @MainActor @Sendable () -> Void) {
        let scheduleDrain = queue.withLock { queue in
            queue.jobs.append(body)
            defer { queue.drainScheduled = true }
            return !queue.drainScheduled
        }
        if scheduleDrain {
            g_idle_add_full(
                G_PRIORITY_DEFAULT,
                { _ in
                    MainActor.assumeIsolated { MainLoop.drain() }
                    return 0  // G_SOURCE_REMOVE
                }, nil, nil)
            // Whoever waits for GLib's sources wakes now (GLib wakes only a loop that another thread owns);
            // the GTK thread itself is not waiting.
            if g_main_context_is_owner(nil) == 0 { g_main_context_wakeup(nil) }
        }
    }

    /// Runs the posted closures in order; closures they post run at a later iteration.
    @MainActor
    private static func drain() {
        let jobs = queue.withLock { queue in
            defer {
                queue.jobs = []
                queue.drainScheduled = false
            }
            return queue.jobs
        }
        for job in jobs { job() }
    }
}
