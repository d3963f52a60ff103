import Foundation
import Testing

/// Real keyboard and mouse input through the X server's XTEST extension (`xdotool`), aimed at a window
/// by its title. Under Xvfb there is no window manager: `windowfocus` gives the window the focus itself.
enum XInput {
    /// Focuses the window titled `title` and types `keys` (X key names, e.g. `Right`, `Page_Down`).
    static func press(_ keys: [String], inWindowTitled title: String) throws -> Process {
        try xdotool(["search", "--sync", "--name", "^\(title)$", "windowfocus", "--sync"] + ["key"] + keys)
    }

    /// Moves the pointer over the window titled `title` and turns the wheel: `down` notches, then `up`.
    static func scroll(down: Int, up: Int, inWindowTitled title: String) throws -> Process {
        let clicks = Array(repeating: ["click", "5"], count: down) + Array(repeating: ["click", "4"], count: up)
        return try xdotool(
            ["search", "--sync", "--name", "^\(title)$", "mousemove", "--window", "%1", "--sync", "20", "20"]
                + clicks.flatMap { $0 })
    }

    /// Starts `xdotool` with `arguments`; the caller runs the main loop while it works.
    private static func xdotool(_ arguments: [String]) throws -> Process {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin")
            .split(separator: ":").map { "\($0)/xdotool" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        let executable = try #require(path, "xdotool is missing: scripts/install-dependencies.sh test installs it")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        try process.run()
        return process
    }
}
