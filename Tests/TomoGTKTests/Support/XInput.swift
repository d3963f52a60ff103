import Foundation
import Testing
import TomoTestSupport

/// Real keyboard and mouse input through the X server's XTEST extension (`xdotool`), aimed at a window
/// by its title on a `PrivateDisplay`. Under Xvfb there is no window manager: `windowfocus` focuses the
/// window itself.
enum XInput {
    /// Focuses the window titled `title` and types `keys` (X key names, e.g. `Right`, `Page_Down`).
    static func press(_ keys: [String], inWindowTitled title: String, on display: String) throws -> Process {
        try xdotool(["search", "--sync", "--name", "^\(title)$", "windowfocus", "--sync", "key"] + keys, display)
    }

    /// Moves the pointer over the window titled `title` and turns the wheel: `down` notches, then `up`.
    static func scroll(down: Int, up: Int, inWindowTitled title: String, on display: String) throws -> Process {
        let clicks = Array(repeating: ["click", "5"], count: down) + Array(repeating: ["click", "4"], count: up)
        return try xdotool(
            ["search", "--sync", "--name", "^\(title)$", "mousemove", "--window", "%1", "--sync", "20", "20"]
                + clicks.flatMap { $0 }, display)
    }

    /// Presses the primary button at (30, 30) in the window titled `title`, moves the pointer by
    /// (`dx`, `dy`) in two steps, and releases it there.
    static func drag(dx: Int, dy: Int, inWindowTitled title: String, on display: String) throws -> Process {
        try xdotool(
            // Not where `scroll` leaves the pointer: `mousemove --sync` to where it already is waits 15 s.
            ["search", "--sync", "--name", "^\(title)$", "mousemove", "--window", "%1", "--sync", "30", "30",
             "mousedown", "1", "mousemove_relative", "\(dx / 2)", "\(dy / 2)",
             "mousemove_relative", "\(dx - dx / 2)", "\(dy - dy / 2)", "mouseup", "1"], display)
    }

    /// Starts `xdotool` with `arguments`; the caller runs the main loop while it works.
    private static func xdotool(_ arguments: [String], _ display: String) throws -> Process {
        let process = Process()
        process.executableURL = try TestEnvironment.requireProgram("xdotool", package: "xdotool")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
        try process.run()
        return process
    }
}
