import CGtk
import Dispatch
import Foundation
import TomoGTK
import TomoTestSupport

/// Drives GLib's default main context from a test, on the main actor, without holding the main actor.
///
/// In the app GTK's loop runs on the process main thread and drains Swift's main-actor queue itself
/// (`MainActorBridge`). Under `swift test` on Linux the runner has given the main thread to Dispatch, and
/// the main actor is a serial queue drained by Dispatch's threads: GTK's thread is then whichever thread
/// runs the main actor, and nobody iterates GLib. A test does, while it waits: `waitUntil` dispatches what
/// GLib has ready, checks its condition, and otherwise suspends while another thread polls GLib's file
/// descriptors (X events, the wakeup of a hop) until one is ready or GLib's next timeout (a frame, a
/// timer) is due, so that the screen models' own main-actor tasks run in between. Nothing blocks the
/// main actor, nothing spins.
@MainActor
public enum MainContext {
    /// The longest one poll waits: GTK adds sources from the main actor without waking a poll (only
    /// `MainLoop.perform` does), and these are seen this late at worst.
    static let pollCap: Int32 = 10

    /// Returns once `condition` holds, iterating GTK's loop meanwhile; throws after `timeout` or when the
    /// test is cancelled, naming where it waited and what GTK showed then (`GtkStateReport`).
    public static func waitUntil(
        timeout: Duration = TestWait.limit, fileID: String = #fileID, line: Int = #line,
        _ condition: () throws -> Bool
    ) async throws {
        let deadline = ContinuousClock.now + timeout
        while true {
            dispatchReady()
            if try condition() { return }
            guard ContinuousClock.now < deadline, !Task.isCancelled else {
                throw WaitFailure(
                    "\(Task.isCancelled ? "cancelled" : "timed out after \(timeout)") waiting at \(fileID):\(line); "
                        + "GTK showed:\n\(GtkStateReport.describe())")
            }
            await waitForWork()
        }
    }

    /// Iterates GTK's loop until GTK has drawn a new frame of `widget`'s window (what `renderBitmap()`
    /// then shows).
    public static func waitForFrame(of widget: Widget, fileID: String = #fileID, line: Int = #line) async throws {
        guard let clock = gtk_widget_get_frame_clock(tomo_widget(widget.pointer)) else {
            throw WaitFailure("\(fileID):\(line): the widget has no frame clock (it is not shown)")
        }
        let frame = gdk_frame_clock_get_frame_counter(clock)
        gtk_widget_queue_draw(tomo_widget(widget.pointer))
        try await waitUntil(fileID: fileID, line: line) { gdk_frame_clock_get_frame_counter(clock) > frame }
    }

    /// Dispatches whatever GLib has ready now, without waiting.
    public static func dispatchReady() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// Suspends until one of GLib's sources may be ready: its file descriptors polled on another thread
    /// for at most its next timeout (and `pollCap`).
    private static func waitForWork() async {
        let context = g_main_context_default()
        guard g_main_context_acquire(context) != 0 else { return await Task.yield() }
        var priority: gint = 0
        let isReady = g_main_context_prepare(context, &priority) != 0
        var timeout: gint = 0
        var fds = [GPollFD](repeating: GPollFD(), count: 16)
        var count = Int(g_main_context_query(context, priority, &timeout, &fds, gint(fds.count)))
        if count > fds.count {
            fds = [GPollFD](repeating: GPollFD(), count: count)
            count = Int(g_main_context_query(context, priority, &timeout, &fds, gint(fds.count)))
        }
        g_main_context_release(context)
        guard !isReady, timeout != 0 else { return await Task.yield() }
        let milliseconds = timeout < 0 ? pollCap : min(timeout, pollCap)
        let descriptors = fds.prefix(count).map { pollfd(fd: $0.fd, events: Int16(truncatingIfNeeded: $0.events), revents: 0) }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                var descriptors = descriptors
                _ = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
                continuation.resume()
            }
        }
    }
}

/// A wait in a GTK test that ended without its condition.
public struct WaitFailure: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
