import Testing
import TomoGTKTestSupport

/// Every in-process test of the desktop app's screens, in one serialized suite (nested suites inherit
/// `.serialized`), each alone among the process's GTK tests (`.gtk`).
///
/// A test builds a screen from its model (on the reference server, port 0) in a window on the tests'
/// private display, drives it with real key and pointer events (XTEST), and checks the widgets and the
/// pixels of the textures they show, iterating GTK's loop while it waits (`MainContext.waitUntil`).
/// Without a display the suite is skipped, except with `CI=true`, where it runs and fails.
@Suite(
    .serialized, .gtk, .timeLimit(.minutes(10)),
    .enabled(
        "needs a display and xdotool: run under Xvfb; with CI=true the tests fail instead",
        { await GtkTestEnvironment.shouldRun() }))
struct DesktopTests {}
