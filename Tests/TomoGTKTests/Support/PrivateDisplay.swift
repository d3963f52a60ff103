import CGtk
import Foundation
import Testing
import TomoGTK
import TomoTestSupport

/// A private X server (Xvfb) for the tests that send real input, shared by them for the whole run.
///
/// XTEST input goes to whichever window has the focus on its display, so a test typing into a display
/// other processes also use (the app's UI tests, a second test run) could lose keystrokes to them or
/// send them its own. GTK opens this display beside the default one and keeps it open: GDK exits the
/// process if its X server goes away, so the server (started with `-terminate`) ends only when this
/// process does and its connection closes.
@MainActor
final class PrivateDisplay {
    /// The X display name, e.g. `:3`.
    let name: String
    private let display: OpaquePointer

    private static var shared: PrivateDisplay?

    /// The test run's private display, started on first use.
    static func start() throws -> PrivateDisplay {
        if let shared { return shared }
        let started = try PrivateDisplay()
        shared = started
        return started
    }

    private init() throws {
        try GtkTestEnvironment.start()
        // Ends with this process: its connection is the server's last client.
        let server = try XvfbServer(width: 640, height: 480, terminateWithLastClient: true)
        name = server.name
        display = try #require(gdk_display_open(name), "GTK cannot open the private display \(name)")
    }

    /// Moves `window` to this display (before it is shown).
    func adopt(_ window: Window) {
        gtk_window_set_display(tomo_window(window.pointer), display)
    }
}
