import CGtk

/// Lets Swift's main actor run inside the GLib main loop (see `MainLoop` for the threading model).
///
/// On Linux, main-actor jobs wait on libdispatch's main queue, which someone must drain: normally
/// `dispatchMain()` or Foundation's `RunLoop`. While GTK's loop runs on the main thread, this GLib source
/// drains it whenever it has work, the way CoreFoundation's run loop does.
@MainActor
struct MainActorBridge {
    private let source: UnsafeMutablePointer<GSource>

    /// Attaches the bridge to the default main context; `nil` off the process main thread (e.g. under a
    /// test runner, whose main queue is already served by `dispatchMain()`), where it must not run.
    init?() {
        guard tomo_is_process_main_thread() != 0 else { return nil }
        source = tomo_main_queue_source_new()!
        g_source_attach(source, nil)
    }

    /// Detaches the bridge.
    func remove() {
        g_source_destroy(source)
        g_source_unref(source)
    }
}
