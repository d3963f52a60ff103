import CGtk

/// A repeating timer on the GTK main loop (for cine playback), cancelled by `cancel()` or when released.
@MainActor
public final class MainLoopTimer {
    private var sourceID: guint

    /// Calls `tick` every `interval` (at least a millisecond) on the GTK thread, starting one interval from now.
    public init(every interval: Duration, _ tick: @escaping @MainActor () -> Void) {
        let (seconds, attoseconds) = interval.components
        let milliseconds = max(1, seconds * 1000 + attoseconds / 1_000_000_000_000_000)
        sourceID = g_timeout_add_full(
            G_PRIORITY_DEFAULT, guint(clamping: milliseconds),
            { data in
                MainActor.assumeIsolated { ClosureBox<@MainActor () -> Void>.from(data).body() }
                return 1  // G_SOURCE_CONTINUE
            },
            ClosureBox(tick).retainedPointer(), releaseSourceBox)
    }

    /// Whether the timer still fires.
    public var isRunning: Bool { sourceID != 0 }

    /// Stops the timer and frees its closure; does nothing if it is already stopped.
    public func cancel() {
        guard sourceID != 0 else { return }
        g_source_remove(sourceID)
        sourceID = 0
    }

    isolated deinit {
        cancel()
    }
}
