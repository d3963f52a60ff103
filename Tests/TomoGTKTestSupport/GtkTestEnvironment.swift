import CGtk
import Foundation
import TomoGTK
import TomoTestSupport

/// GTK, set up once for the test process, on an X display of its own.
///
/// GTK is initialized the first time a test calls `start()`, and may not be again. It then opens a
/// private X server (Xvfb) and makes it GTK's default display, so that every window and style sheet of
/// the tests lives there: real input (XTEST, `XInput`) goes to whichever window has the focus on its
/// display, and on a display of their own no other process's window can take it. GDK exits the process
/// if its X server goes away, so the server (started with `-terminate`) ends only when this process does.
/// Windows render with GTK's Cairo renderer: software pixels are deterministic, and no OpenGL context is
/// bound to whichever thread runs the main actor last.
///
/// Every GTK test runs alone (`.gtk`): GTK's state, its loop and the display's focus are the process's.
@MainActor
public enum GtkTestEnvironment {
    private static var display: TestDisplay?

    /// Whether the GTK tests run: with a display to initialize GTK on, and always on CI (where no display
    /// makes them fail).
    public static func shouldRun() -> Bool {
        TestEnvironment.isCI || Display.availability().isAvailable
    }

    /// Initializes GTK (once) and its private display, and installs the tests' style sheet; returns the
    /// display.
    @discardableResult
    public static func start() async throws -> TestDisplay {
        if let display { return display }
        GLibLog.start
        setenv("GSK_RENDERER", "cairo", 0)
        setenv("GTK_A11Y", "none", 0)  // no accessibility bus to warn about under Xvfb
        setenv("GSETTINGS_BACKEND", "memory", 0)  // no dconf (nor the session bus it needs) to warn about
        g_set_application_name("Tomo tests")  // GTK's file chooser names the app in the recent files
        do {
            try Gtk.initialize()
        } catch {
            throw SetupError(
                description: "\(error). The GTK tests run without a display only because CI=true, and fail: "
                    + "run them under Xvfb (`Xvfb :99 & DISPLAY=:99 swift test`)")
        }
        let server = try await onBlockingThread { try XvfbServer(width: 1280, height: 1024, terminateWithLastClient: true) }
        if let display { return display }
        guard let opened = gdk_display_open(server.name) else {
            throw SetupError(description: "GTK cannot open the private display \(server.name)")
        }
        gdk_display_manager_set_default_display(gdk_display_manager_get(), opened)
        try StyleSheet.install("window.\(blackWindowClass) { background-color: black; }")
        let started = TestDisplay(name: server.name)
        display = started
        return started
    }

    /// Why the GTK tests cannot run.
    public struct SetupError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The CSS class that gives a window a black background.
    public static let blackWindowClass = "tomo-test-black"
}

/// The X display the GTK tests draw on and send input to.
public struct TestDisplay: Sendable {
    /// Its name, e.g. `:3`.
    public let name: String
}
