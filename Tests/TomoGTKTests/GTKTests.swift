import Testing
import TomoGTKTestSupport

/// Every GTK test of TomoGTK's wrappers, in one serialized suite (nested suites inherit `.serialized`),
/// each alone among the process's GTK tests (`.gtk`).
///
/// How GTK runs in this test process (see `GtkTestEnvironment` and `MainContext`): GTK is initialized
/// once, on a private X display, and its thread is whichever thread runs the main actor; the tests are
/// `@MainActor` and iterate GLib's loop while they wait (`MainContext.waitUntil`), for as long as they need
/// GTK to lay out, draw, deliver input or run hops. Tests that type or scroll for real do it through
/// XTEST (`XInput`) on that display, where no other window can take the focus.
///
/// Without a display the suite is skipped, except with `CI=true`, where it runs and fails.
@Suite(
    .serialized, .gtk,
    .enabled(
        "needs a display: run Xvfb (`Xvfb :99 &`) and set DISPLAY=:99; with CI=true the tests fail instead",
        { await GtkTestEnvironment.shouldRun() }))
struct GTKTests {}
