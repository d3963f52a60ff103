import Testing

/// Every GTK test, in one serialized suite (nested suites inherit `.serialized`).
///
/// How GTK runs in this test process: GTK is initialized once, the first time a test calls
/// `GtkTestEnvironment.start()`, and may not be again. Its thread is the thread that iterates GLib's
/// default main context; TomoGTK's wrappers are `@MainActor`, so the tests are `@MainActor` too and iterate
/// the context themselves (`MainContext.run(until:)`, like a nested main loop) for as long as they need
/// GTK to lay out, draw, deliver input or run hops. No GTK code runs between tests. Under `swift test` on
/// Linux the main actor is not the process main thread (the runner called `dispatchMain()`), but it is one
/// serial executor, which is all GTK needs; serializing the suite keeps one test's windows and events out
/// of another's. Windows render with GTK's Cairo renderer here: software pixels are deterministic, and no
/// OpenGL context is bound to whichever thread the main actor used last. Tests that type or scroll for
/// real (`xdotool`, XTEST) do it on a private Xvfb (`PrivateDisplay`), where no other window can take
/// the focus.
///
/// Without a display the suite is skipped, except with `CI=true`, where it runs and fails.
@Suite(
    .serialized,
    .enabled(
        "needs a display: run Xvfb (`Xvfb :99 &`) and set DISPLAY=:99; with CI=true the tests fail instead",
        { await GtkTestEnvironment.shouldRun() }))
struct GTKTests {}
