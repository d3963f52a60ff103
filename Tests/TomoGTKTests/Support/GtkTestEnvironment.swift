import Foundation
import TomoGTK
import TomoTestSupport

/// GTK, set up once for the test process (see `GTKTests`).
@MainActor
enum GtkTestEnvironment {
    private static var started = false

    /// Whether the GTK tests run: with a display, and always on CI (where no display makes them fail).
    static func shouldRun() -> Bool {
        TestEnvironment.isCI || Display.availability().isAvailable
    }

    /// Initializes GTK (once) and installs the tests' style sheet.
    static func start() throws {
        guard !started else { return }
        setenv("GSK_RENDERER", "cairo", 0)
        setenv("GTK_A11Y", "none", 0)  // no accessibility bus to warn about under Xvfb
        do {
            try Gtk.initialize()
        } catch {
            throw SetupError(
                description: "\(error). The GTK tests run without a display only because CI=true, and fail: "
                    + "run them under Xvfb (`Xvfb :99 & DISPLAY=:99 swift test`)")
        }
        try StyleSheet.install("window.\(blackWindowClass) { background-color: black; }")
        started = true
    }

    /// Why the GTK tests cannot run.
    struct SetupError: Error, CustomStringConvertible {
        let description: String
    }

    /// The CSS class that gives a window a black background.
    static let blackWindowClass = "tomo-test-black"
}
