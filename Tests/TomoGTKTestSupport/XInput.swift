import CGtk
import Foundation
import TomoTestSupport

/// Real keyboard and mouse input through the X server's XTEST extension (`xdotool`), aimed at a window
/// by its title on the tests' `TestDisplay`. Under Xvfb there is no window manager: `windowfocus` focuses the
/// window itself. Each call iterates GTK's loop while xdotool runs (it may wait for a window GTK is about
/// to show) and returns once xdotool has sent everything; the test then waits for the input's effect.
@MainActor
public enum XInput {
    /// Focuses the window titled `title` and types `keys` (X key names, e.g. `Right`, `Page_Down`, `ctrl+s`).
    ///
    /// For a window of this process, keys that did not reach GTK are sent again (up to three times in all):
    /// after a round trip to the X server, which puts every event they made in this process's queue, GTK's
    /// loop runs until it has delivered each key (`KeyPressLog`: a chord's modifiers alone do not count),
    /// or for five seconds; then the keys still missing, in order, are sent again. Under a full suite on two
    /// cores a key sent by xdotool has, rarely, never arrived (the ellipse test's "e", the sign-in's "o" of
    /// "wrong", the cine export's Ctrl+Shift+E), with the window focused throughout; the cause is not known.
    public static func press(
        _ keys: [String], inWindowTitled title: String, on display: TestDisplay, fileID: String = #fileID, line: Int = #line
    ) async throws {
        try await focus(windowTitled: title, on: display)
        let isOurs = GtkWindows.shown(titled: title) != nil
        if isOurs { KeyPressLog.install() }
        var unsent = keys
        for _ in 1...3 {
            let mark = KeyPressLog.count
            try await xdotool(["search", "--sync", "--onlyvisible", "--name", exactly(title), "windowfocus", "--sync", "key"] + unsent, display)
            guard isOurs else { return }
            gdk_display_sync(gdk_display_get_default())
            var missing = unsent
            do {
                try await MainContext.waitUntil(timeout: .seconds(5), fileID: fileID, line: line) {
                    missing = KeyPressLog.missing(unsent, from: KeyPressLog.keys(since: mark))
                    return missing.isEmpty
                }
                return
            } catch is WaitFailure {
                unsent = missing
            }
        }
        throw WaitFailure("\(fileID):\(line): sent \(keys.joined(separator: " ")) three times; GTK never saw \(unsent.joined(separator: " "))")
    }

    /// Focuses the window titled `title` and types `text` character by character.
    private static func type(_ text: String, inWindowTitled title: String, on display: TestDisplay) async throws {
        try await focus(windowTitled: title, on: display)
        try await xdotool(
            ["search", "--sync", "--onlyvisible", "--name", exactly(title), "windowfocus", "--sync", "type", "--delay", "5", text], display)
    }

    /// Types `text` into the focused text field of the window titled `title`, which `field` reads (empty at
    /// first), and returns once it holds `text`.
    ///
    /// Once xdotool is done and GTK has read every event its keys made (a round trip to the X server, then
    /// GTK's loop until nothing is ready), the field holds all it will. Rarely, under a full suite on two
    /// cores, a key has gone missing on the way ("wrong" arrived as "wrng", once in many runs, with the
    /// window focused throughout): then the field is emptied with BackSpace and the text typed again, up to
    /// three times. A field that never holds `text` (a key the viewer takes instead of the field) still
    /// fails the test.
    public static func type(
        _ text: String, into field: () -> String, inWindowTitled title: String, on display: TestDisplay,
        fileID: String = #fileID, line: Int = #line
    ) async throws {
        for _ in 1...3 {
            try await type(text, inWindowTitled: title, on: display)
            gdk_display_sync(gdk_display_get_default())
            MainContext.dispatchReady()
            let typed = field()
            if typed == text { return }
            guard !typed.isEmpty else { continue }
            try await press(Array(repeating: "BackSpace", count: typed.count), inWindowTitled: title, on: display)
            try await MainContext.waitUntil(fileID: fileID, line: line) { field().isEmpty }
        }
        throw WaitFailure("\(fileID):\(line): typed \"\(text)\" three times, the field held \"\(field())\"")
    }

    /// Gives the window titled `title` the display's focus and, when it is a window of this process, waits
    /// until GTK has taken it (the window is active): keys sent before GTK has seen the focus arrive may be
    /// lost on a busy machine, or go where the focus was.
    public static func focus(windowTitled title: String, on display: TestDisplay, fileID: String = #fileID, line: Int = #line) async throws {
        try await xdotool(["search", "--sync", "--onlyvisible", "--name", exactly(title), "windowfocus", "--sync"], display)
        try await MainContext.waitUntil(fileID: fileID, line: line) { GtkWindows.shown(titled: title)?.isActive ?? true }
    }

    /// Moves the pointer to (`x`, `y`) in the window titled `title` (by default (20, 20)) and turns the wheel:
    /// `down` notches, then `up`, with key `holding` (xdotool's name: "shift", "ctrl") held down, if any.
    public static func scroll(
        down: Int, up: Int, at x: Int = 20, _ y: Int = 20, holding key: String? = nil, inWindowTitled title: String, on display: TestDisplay
    ) async throws {
        var clicks = Array(repeating: ["click", "5"], count: down) + Array(repeating: ["click", "4"], count: up)
        if let key { clicks = [["keydown", key]] + clicks + [["keyup", key]] }
        try await xdotool(
            ["search", "--sync", "--name", exactly(title), "mousemove", "--window", "%1", "--sync", "\(x)", "\(y)"]
                + clicks.flatMap { $0 }, display)
    }

    /// Clicks button 1 at `x`, `y` in the window titled `title`, `count` times (2: a double-click, the
    /// clicks 50 ms apart).
    ///
    /// GTK counts presses as one multi-click only while a timer it starts at each press (the double-click
    /// time, 400 ms) has not fired: a timer of its loop, not the events' times. Here the loop runs only
    /// while a test waits, and other tests' main-actor work can hold it for longer than that between two
    /// presses. So the window is focused first, with the loop running, and the clicks are then sent while
    /// it does not run: GTK reads them all at its next turn, as an app that is not held up sees them.
    public static func click(x: Int, y: Int, count: Int = 1, inWindowTitled title: String, on display: TestDisplay) async throws {
        try await focus(windowTitled: title, on: display)
        try await xdotool(
            ["search", "--onlyvisible", "--name", exactly(title),
             "mousemove", "--window", "%1", "\(x)", "\(y)", "click", "--repeat", "\(count)", "--delay", "50", "1"],
            display, iteratingGTK: false)
    }

    /// Presses `button` (1 the primary, 2 the middle, 3 the secondary) at (`x`, `y`) in the window titled
    /// `title` (by default (30, 30): not where `scroll` leaves the pointer, since `mousemove --sync` to where
    /// it already is waits 15 s), moves the pointer by (`dx`, `dy`) in two steps, and releases it there.
    public static func drag(
        from x: Int = 30, _ y: Int = 30, dx: Int, dy: Int, button: Int = 1, inWindowTitled title: String, on display: TestDisplay
    ) async throws {
        try await xdotool(
            ["search", "--sync", "--name", exactly(title), "mousemove", "--window", "%1", "--sync", "\(x)", "\(y)",
             "mousedown", "\(button)", "mousemove_relative", "\(dx / 2)", "\(dy / 2)",
             "mousemove_relative", "\(dx - dx / 2)", "\(dy - dy / 2)", "mouseup", "\(button)"], display)
    }

    /// Moves the pointer to (`x`, `y`) in the window titled `title` (somewhere else than it is: `mousemove
    /// --sync` to where it already is waits 15 s).
    public static func move(x: Int, y: Int, inWindowTitled title: String, on display: TestDisplay) async throws {
        try await xdotool(["search", "--sync", "--name", exactly(title), "mousemove", "--window", "%1", "--sync", "\(x)", "\(y)"], display)
    }

    /// Resizes the window titled `title` to `width` × `height` pixels.
    public static func resize(width: Int, height: Int, windowTitled title: String, on display: TestDisplay) async throws {
        try await xdotool(["search", "--sync", "--name", exactly(title), "windowsize", "--sync", "\(width)", "\(height)"], display)
    }

    /// Runs xdotool. Its `search` walks every window of the display, which other tests running beside this
    /// one open and close: a window gone during the walk fails it with BadWindow in the requests the walk
    /// makes (`X_QueryTree`, and `X_GetWindowAttributes` and `X_GetProperty` for `--onlyvisible` and
    /// `--name`) before any input was sent, so that failure is tried again (a few times); any other fails
    /// the test. Without `iteratingGTK` the events xdotool sends wait for GTK's loop until it is done.
    private static func xdotool(_ arguments: [String], _ display: TestDisplay, iteratingGTK: Bool = true) async throws {
        for attempt in 1...3 {
            let errors = try OutputFile()
            defer { errors.remove() }
            let process = Process()
            process.executableURL = try TestEnvironment.requireProgram("xdotool", package: "xdotool")
            process.arguments = arguments
            process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display.name]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors.handle
            if iteratingGTK {
                try process.run()
                try await MainContext.waitUntil { !process.isRunning }
            } else {
                try await run(process)
            }
            if process.terminationStatus == 0 { return }
            let text = errors.text()
            let vanishedDuringSearch = text.contains("BadWindow")
                && ["X_QueryTree", "X_GetWindowAttributes", "X_GetProperty"].contains { text.contains($0) }
            guard vanishedDuringSearch, attempt < 3 else {
                throw WaitFailure("xdotool \(arguments.joined(separator: " ")) failed (\(process.terminationStatus)): \(text)")
            }
        }
    }

    /// Runs `process` and returns once it has exited, without iterating GTK's loop.
    private static func run(_ process: Process) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in continuation.resume() }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
    }

    /// The pattern xdotool's `--name` matches `title` by, whole: a regular expression of its characters,
    /// each special one escaped (a series title has parentheses).
    private static func exactly(_ title: String) -> String {
        let special = Set("\\^$.|?*+()[]{}")
        return "^" + title.map { special.contains($0) ? "\\\($0)" : String($0) }.joined() + "$"
    }
}
